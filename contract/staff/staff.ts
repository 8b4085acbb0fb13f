// Who works in the console: the access roles beyond "customer" and what the API says about a member.
import { SIGNED_OUT_DETAIL } from "../signed-out.ts";

export const STAFF_ROLES = ["staff", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Every access role a user can hold: "customer" for everyone who registers on the site. */
export const ACCESS_ROLES = ["customer", ...STAFF_ROLES] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** GET /reactapp/staff/me/ */
export type StaffMember = { id: number; username: string; email: string; role: StaffRole };

/**
 * Why a console endpoint refused: its screens send `signed_out` to sign in, `second_factor_required` to
 * the code and `password_change_required` to choose a password (both on SECOND_FACTOR_PAGE).
 */
export type StaffRefusal = {
  detail: string;
  code: "signed_out" | "forbidden" | "second_factor_required" | "password_change_required";
};

export const REFUSALS = {
  signedOut: { detail: SIGNED_OUT_DETAIL, code: "signed_out" },
  idle: { detail: "Your session ended after 30 minutes without activity. Sign in again.", code: "signed_out" },
  notStaff: { detail: "You do not have permission to perform this action.", code: "forbidden" },
  notAdmin: { detail: "Only an administrator can do this.", code: "forbidden" },
  secondFactor: { detail: "Confirm your sign-in with your authenticator app first.", code: "second_factor_required" },
  /** A staff account's e-mail address or password changes only just after the second factor. */
  recentSecondFactor: {
    detail:
      "Enter the code from your authenticator app again: a staff account's e-mail address and password change only within 15 minutes of it.",
    code: "second_factor_required",
  },
  /** Every console route but the second factor's, until a password an administrator chose is changed. */
  changePassword: {
    detail: "Change your password first: the one you signed in with was chosen by an administrator.",
    code: "password_change_required",
  },
} as const satisfies Record<string, StaffRefusal>;

/**
 * Where a console screen sends staff whose session has not passed the second factor (enrol or verify),
 * whose code is too old for a credential change, or who must change their password first.
 */
export const SECOND_FACTOR_PAGE = "/staff/sign-in/";
