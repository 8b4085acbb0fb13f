// Accounts: the registration and login bodies (POST /reactapp/register/, /reactapp/drflogin/) and what
// GET /reactapp/me/ answers. Whether a password is too common or too easy to guess is checked on the
// server only (server/infra/auth/password-strength.ts): the list and the estimator are too large
// to ship to a browser; the form shows the server's 400 beside the field.
import * as v from "valibot";
import { email } from "./fields.ts";

/** OWASP's minimum for a password that is the only factor; long passphrases are welcome. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/**
 * A new account's username (registration, and staff added in the console or on the command line).
 * Django's characters but "@": a login may be a username or an address, and a username that was someone
 * else's address would take their logins by e-mail.
 */
export const username = v.pipe(
  v.string("Enter a username."),
  v.trim(),
  v.nonEmpty("Username is required."),
  v.maxLength(150, "Ensure this field has no more than 150 characters."),
  v.regex(/^[\w.+-]+$/, "Enter a valid username: letters, digits and . + - _ only."),
);
// Never trimmed or truncated: every character of a password counts.
/** A new password: the length rules; strength is the server's check. */
export const password = v.pipe(
  v.string("Enter a password."),
  v.nonEmpty("Password is required."),
  v.minLength(PASSWORD_MIN, `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`),
  v.maxLength(PASSWORD_MAX, `Ensure this field has no more than ${PASSWORD_MAX} characters.`),
);

/** The registration fields one by one; RegisterSchema adds the rule across them. */
export const RegisterFields = v.strictObject({
  username,
  email,
  password,
  confirm_password: v.pipe(v.string("Confirm the password."), v.nonEmpty("Confirm the password.")),
});

export const PASSWORDS_DIFFER = "The two passwords do not match.";
export const passwordsMatch = (input: { password: string; confirm_password: string }) =>
  input.password === input.confirm_password;

// The widget checks the match with passwordsMatch itself: valibot's forward and partialCheck would
// otherwise join the runtime every partner page downloads.
export const RegisterSchema = v.pipe(
  RegisterFields,
  v.forward(v.partialCheck([["password"], ["confirm_password"]], passwordsMatch, PASSWORDS_DIFFER), [
    "confirm_password",
  ]),
);

/** `username` holds the username or the e-mail address: the server tries both. */
export const LoginSchema = v.strictObject({
  username: v.pipe(
    v.string("Enter your username or e-mail address."),
    v.trim(),
    v.nonEmpty("Username or e-mail address is required."),
  ),
  password: v.pipe(v.string("Enter your password."), v.nonEmpty("Password is required.")),
});

export type RegisterInput = v.InferInput<typeof RegisterSchema>;
export type LoginInput = v.InferInput<typeof LoginSchema>;

/** What POST /reactapp/drflogin/ and /reactapp/register/ answer. */
export type SignedIn = {
  username: string;
  name: string;
  email: string;
  /** Staff only: the password was right, and the second factor's page comes next (enrol or verify). */
  second_factor?: "required";
};

/** GET /reactapp/me/ */
export type Me = { username: string; name: string; role: string; email: string; last_login: string | null };

/**
 * GET /reactapp/session/: whether this browser is signed in, always a 200, so a widget checking a
 * remembered session does not make the browser log a refused request (/me's 403 stays for the legacy client).
 */
export type SessionProbe = { authenticated: false } | { authenticated: true; me: Me };
