// The code an authenticator app would show for a key given as text (groups of four, base32).
import { Secret, TOTP } from "otpauth";

export function totpCode(key: string, at = Date.now()): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(key.replace(/\s/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: at });
}
