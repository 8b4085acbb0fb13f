// The team screen's API (/reactapp/staff/team/…, admins only): who works in the console, and the bodies
// of adding a member, changing a role and resetting a password.
import * as v from "valibot";
import { password, username } from "../schemas/accounts.ts";
import { email } from "../schemas/fields.ts";
import { ACCESS_ROLES, type AccessRole, STAFF_ROLES } from "./staff.ts";

export type TeamMember = {
  id: number;
  username: string;
  email: string;
  role: AccessRole;
  second_factor: boolean;
  last_login: string | null;
  disabled: boolean;
  /** Their password is one an administrator chose: the console waits until they choose their own. */
  must_change_password: boolean;
};

/** GET /reactapp/staff/team/ */
export type Team = { members: TeamMember[] };

/**
 * POST /reactapp/staff/team/: without a password, the server makes a temporary one and answers it once.
 * Either way the new member chooses their own at their first sign-in.
 */
export const AddMemberSchema = v.strictObject({
  username,
  email,
  role: v.picklist(STAFF_ROLES, "Choose a role."),
  password: v.optional(v.union([v.literal(""), password])),
});
export type AddMemberInput = v.InferInput<typeof AddMemberSchema>;

/** What adding a member answers: the member, and the temporary password when the server made one. */
export type AddedMember = { member: TeamMember; temporary_password?: string };

/**
 * What POST /reactapp/staff/team/:id/password/reset/ answers: a temporary password, shown once, changed
 * at the next sign-in. Staff forget theirs to an administrator: the e-mailed link does not reset them.
 */
export type PasswordReset = { member: TeamMember; temporary_password: string };

/** PUT /reactapp/staff/team/:id/role/: "customer" takes the console away and keeps the account. */
export const RoleSchema = v.strictObject({ role: v.picklist(ACCESS_ROLES, "Choose a role.") });

export const MemberParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Not a member."), v.transform(Number)),
});

export const TEAM_REFUSALS = {
  self: "You cannot disable or demote yourself: ask another administrator.",
  lastAdmin: "The console needs at least one active administrator.",
  notFound: "No such team member.",
  ownPassword: "Change your own password in your account settings.",
};
