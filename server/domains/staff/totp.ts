// TOTP (RFC 6238) with otpauth: 30-second steps, 6 digits, SHA-1, the parameters every authenticator
// app reads from a Key Uri (https://github.com/google/google-authenticator/wiki/Key-Uri-Format).
// A code is accepted one step either side of now (RFC 6238 §5.2: allow for clock drift and typing time).
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

export const ISSUER = "QTO Solutions";
const PERIOD = 30;

const totp = (secret: string, label = "") =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: PERIOD });

/** A new 160-bit secret in base32 (RFC 4226 §4 recommends 160 bits). */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The secret in groups of four, for typing by hand. */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)!.join(" ");

/** The otpauth:// URI and its QR code as SVG. */
export async function enrolmentCode(secret: string, username: string) {
  const uri = totp(secret, username).toString();
  const qr_svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { uri, qr_svg };
}

/** The time step `code` belongs to, or undefined when it matches none within one step of `now`. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}
