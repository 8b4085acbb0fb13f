// Console users for API tests: a staff member or admin, signed in with the second factor passed (or
// not, to test that refusal), with their cookies and CSRF token.
import type { FastifyInstance } from "fastify";
import type { StaffRole } from "../../contract/staff/staff.ts";
import { SESSION_COOKIE } from "../../server/infra/auth/session-cookie.ts";
import { signedIn } from "./accounts.ts";

export type StaffSession = {
  cookies: Record<string, string>;
  /** The CSRF token, to send as X-CSRFToken on every change. */
  token: string;
  userId: number;
  /** The headers and cookies of a console call: `app.inject({ ...staff.as(), url })`. */
  as(): { cookies: Record<string, string>; headers: Record<string, string> };
};

export async function signedInStaff(
  app: FastifyInstance,
  username: string,
  { role = "staff", secondFactor = true }: { role?: StaffRole; secondFactor?: boolean } = {},
): Promise<StaffSession> {
  const { cookies, token } = await signedIn(app, username);
  const user = await app.accounts.users.byUsername(username);
  if (!user) throw new Error(`no user ${username}`);
  await app.db.updateTable("users").set({ access_role: role }).where("id", "=", user.id).execute();
  // Passing it gives the session a new id, as the second factor's routes do.
  if (secondFactor) cookies[SESSION_COOKIE] = await app.sessions.passSecondFactor(cookies[SESSION_COOKIE]!);
  return { cookies, token, userId: user.id, as: () => ({ cookies, headers: { "x-csrftoken": token } }) };
}
