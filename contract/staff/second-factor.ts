// The staff second factor (/reactapp/staff/second-factor/…): where a staff member stands, the enrolment
// answer (the key as text and its QR code), and the bodies of the confirm and verify calls.
import * as v from "valibot";

/**
 * GET /reactapp/staff/second-factor/: enrol first, verify a code, or passed in this session in the last
 * 15 minutes (after that, "verify" asks again: a staff account's e-mail and password change only then);
 * passed, but the password is one an administrator chose: "change_password" before the console.
 */
export type SecondFactorStatus = { state: "enrol" | "verify" | "passed" | "change_password"; username: string };

/** POST /reactapp/staff/second-factor/enrolment/: a new key, shown until confirmed, never again after. */
export type Enrolment = {
  /** The key in base32 groups of four, to type into an app that cannot scan. */
  key: string;
  /** The otpauth:// URI the QR code holds (Google Authenticator's Key Uri Format). */
  uri: string;
  /** The QR code as an SVG document. */
  qr_svg: string;
};

/** What confirming the enrolment answers: the recovery codes, shown this once. */
export type RecoveryCodes = { recovery_codes: string[] };

export const RECOVERY_CODE_COUNT = 10;

const totpCode = v.pipe(
  v.string("Enter the 6-digit code."),
  v.transform((value) => value.replace(/\s/g, "")),
  v.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."),
);

/** POST …/enrolment/confirm/ and …/verify/: a code from the app. */
export const CodeSchema = v.strictObject({ code: totpCode });

/** POST …/recover/: one of the recovery codes, with or without its dash, in any case. */
export const RecoverSchema = v.strictObject({
  recovery_code: v.pipe(
    v.string("Enter a recovery code."),
    v.transform((value) => value.replace(/[\s-]/g, "").toLowerCase()),
    v.regex(/^[a-z0-9]{10}$/, "Enter a recovery code: 10 letters and digits, as saved."),
  ),
});

export const SECOND_FACTOR_REFUSALS = {
  wrongCode: "That code is not right, or was used already. Enter the newest code from your app.",
  wrongRecovery: "That recovery code is not right, or was used already.",
  enrolled: "Your second factor is set up already. Sign in with a code.",
  notStarted: "Start the set-up again: no key is waiting to be confirmed.",
};
