// The customer's account API (/reactapp/account/…): profile, settings, forgotten password and billing.
// Passwords follow registration's length rules; their strength is the server's check
// (server/infra/auth/password-strength.ts).
import * as v from "valibot";
import { customerRoles } from "../choices/customer-roles.ts";
import { email, choice, optionalText } from "../schemas/fields.ts";
import { password } from "../schemas/accounts.ts";

/** GET and PUT /reactapp/account/profile/ */
export const ProfileSchema = v.strictObject({
  full_name: optionalText(100),
  company: optionalText(100),
  // Optional: "" until the holder chooses (the user card then shows no trade).
  role: v.optional(v.union([v.literal(""), choice(customerRoles)], "Select what describes you best."), ""),
});
export type ProfileInput = v.InferInput<typeof ProfileSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema> & {
  username: string;
  email: string;
  email_verified: boolean;
};

/** POST /reactapp/account/forgot-password/: always the same 202, whether the account exists or not. */
export const ForgotPasswordSchema = v.strictObject({ email });
export const FORGOT_PASSWORD_SENT =
  "If an account uses this address, we have e-mailed it a link to choose a new password. The link works once, for one hour.";

const tokenField = v.pipe(v.string("This link is not valid."), v.regex(/^[\w-]{20,100}$/, "This link is not valid."));
const currentPassword = v.pipe(v.string("Enter your current password."), v.nonEmpty("Enter your current password."));

/** POST /reactapp/account/reset-password/ */
export const ResetPasswordSchema = v.strictObject({ token: tokenField, password });
export const RESET_LINK_INVALID =
  "This link has expired or was used already. Ask for a new one: links work once, for one hour.";
/** A staff account's password is reset on the team screen, never by an e-mailed link. */
export const STAFF_RESET_BY_ADMIN =
  "A staff account's password is reset by an administrator of QTO Solutions, on the Team screen: ask one.";

/**
 * The 429 of the account's routes that send mail or use a link (forgot-password, reset-password, email,
 * verify), with the seconds its Retry-After header gives.
 */
export const tooManyRequests = (seconds: number) =>
  `Too many requests. Try again in ${Math.ceil(seconds / 60)} minutes.`;

/** POST /reactapp/account/password/ */
export const ChangePasswordSchema = v.strictObject({ current_password: currentPassword, password });

/** POST /reactapp/account/email/: a confirmation link goes to the new address. */
export const ChangeEmailSchema = v.strictObject({ email, current_password: currentPassword });

/** POST /reactapp/account/email/confirm/ and /reactapp/account/verify/confirm/ */
export const TokenSchema = v.strictObject({ token: tokenField });

/** POST /reactapp/account/delete/ */
export const DeleteAccountSchema = v.strictObject({ current_password: currentPassword });
export const WRONG_PASSWORD = "This is not your current password.";

/** One order in the customer's lists (Orders, Billing): named by its projects as well as its number. */
export type OrderSummary = {
  /** What the order's messages are addressed by (contract/account/order-links.ts). */
  id: number;
  number: string;
  /** The names of the projects whose take-offs it bought, in the order's line order. */
  projects: string[];
  created_at: string;
  total: number;
  status: string;
  status_label: string;
  test: boolean;
  /** The card it was paid with; null until paid, and for a test payment that kept no card. */
  card: { brand: string; last4: string } | null;
};

/** GET /reactapp/account/orders/:number/: everything a receipt prints. */
export type Receipt = OrderSummary & {
  lines: Array<{ project_name: string; size: string; price: number; discount: number }>;
  discount: number;
  billing: Record<string, string>;
};

/** GET /reactapp/account/purchased/: the projects the signed-in customer bought (none when signed out). */
export type PurchasedProjects = { ids: number[] };
