// Accounts: the registration and login bodies (POST /reactapp/register/, /reactapp/drflogin/) and what
// GET /reactapp/me/ answers. Whether a password is too common is checked on the server only: the list
// is too large to ship to a browser.
import * as v from "valibot";
import { email } from "./fields.ts";

/** OWASP's minimum for a password that is the only factor; long passphrases are welcome. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const username = v.pipe(
  v.string("Enter a username."),
  v.trim(),
  v.nonEmpty("Username is required."),
  v.maxLength(150, "Ensure this field has no more than 150 characters."),
  v.regex(/^[\w.@+-]+$/, "Enter a valid username: letters, digits and @ . + - _ only."),
);
// Never trimmed or truncated: every character of a password counts.
const password = v.pipe(
  v.string("Enter a password."),
  v.nonEmpty("Password is required."),
  v.minLength(PASSWORD_MIN, `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`),
  v.maxLength(PASSWORD_MAX, `Ensure this field has no more than ${PASSWORD_MAX} characters.`),
);

export const RegisterSchema = v.pipe(
  v.strictObject({ username, email, password, confirm_password: v.string("Confirm the password.") }),
  v.forward(
    v.partialCheck(
      [["password"], ["confirm_password"]],
      (input) => input.password === input.confirm_password,
      "The two passwords do not match.",
    ),
    ["confirm_password"],
  ),
);

export const LoginSchema = v.strictObject({
  username: v.pipe(v.string("Enter your username."), v.trim(), v.nonEmpty("Username is required.")),
  password: v.pipe(v.string("Enter your password."), v.nonEmpty("Password is required.")),
});

export type RegisterInput = v.InferInput<typeof RegisterSchema>;
export type LoginInput = v.InferInput<typeof LoginSchema>;

/** GET /reactapp/me/ */
export type Me = { username: string; name: string; role: string; email: string; last_login: string | null };
