// The forgotten password: POST /reactapp/account/forgot-password/ asks for a link (always the same 202,
// in the same time, whether an account uses the address or not: the job looks it up), and
// POST /reactapp/account/reset-password/ uses it once to set a new password, ending every session of the
// account (whoever knew the old password is signed out). Not a staff account's: its mailbox alone must
// not choose the password of a console account (one not yet enrolled would be the reader's), so an
// administrator resets it (server/features/team/routes.ts) and the member changes it at sign-in.
import type { FastifyInstance } from "fastify";
import {
  FORGOT_PASSWORD_SENT,
  ForgotPasswordSchema,
  RESET_LINK_INVALID,
  ResetPasswordSchema,
  STAFF_RESET_BY_ADMIN,
} from "../../../contract/account/account.ts";
import { isStaffRole } from "../../../contract/staff/staff.ts";
import { parseOr400 } from "../../infra/http/validate.ts";
import { MAX_FAILURES, WINDOW_MS } from "../accounts/login-throttle.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { passwordProblem } from "../accounts/password-strength.ts";
import { enqueueLink, hashToken } from "./account-links.ts";

export async function passwordResetRoutes(app: FastifyInstance) {
  const csrf = { onRequest: app.csrfProtection };
  const { loginFailures } = app.accounts;

  /**
   * Counts a request for a link per address and per e-mail, as the login throttle counts logins (five in
   * fifteen minutes each): the seconds to wait, or 0. Counted for unknown addresses too: nothing tells them apart.
   */
  async function requestWait(ip: string, email: string, now = Date.now()): Promise<number> {
    for (const key of [`reset-ip:${ip}`, `reset-email:${email.toLowerCase()}`]) {
      const row = await loginFailures.attempt(key, now, WINDOW_MS);
      if (row.failures > MAX_FAILURES)
        return Math.max(1, Math.ceil((Date.parse(row.window_start) + WINDOW_MS - now) / 1000));
    }
    return 0;
  }

  app.post("/reactapp/account/forgot-password/", csrf, async (request, reply) => {
    const input = parseOr400(ForgotPasswordSchema, request.body, reply);
    if (!input) return reply;
    const wait = await requestWait(request.ip, input.email);
    if (wait > 0) {
      return reply
        .code(429)
        .header("retry-after", String(wait))
        .send({ detail: `Too many requests. Try again in ${Math.ceil(wait / 60)} minutes.` });
    }
    await enqueueLink(app, { purpose: "password_reset", email: input.email });
    return reply.code(202).send({ detail: FORGOT_PASSWORD_SENT });
  });

  app.post("/reactapp/account/reset-password/", csrf, async (request, reply) => {
    const input = parseOr400(ResetPasswordSchema, request.body, reply);
    if (!input) return reply;
    // Checked before the link is used: a refused password leaves the link working for a better one.
    const weakness = passwordProblem(input.password);
    if (weakness) return reply.code(400).send({ password: [weakness] });
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    const used = await app.accountTokens.consume("password_reset", hashToken(input.token), now);
    if (!used) return reply.code(400).send({ token: [RESET_LINK_INVALID] });
    // A link sent before the account became staff's, or before this rule: used up, and refused.
    const owner = await app.customerAccounts.byId(used.user_id);
    if (owner && isStaffRole(owner.access_role)) return reply.code(403).send({ detail: STAFF_RESET_BY_ADMIN });
    await app.customerAccounts.setPassword(used.user_id, passwordHash);
    await app.accountTokens.useAllOf(used.user_id, "password_reset", now);
    // The link reached this address and was opened: it is the owner's.
    await app.customerAccounts.markVerified(used.user_id, used.email, now);
    await app.sessions.destroyAllOf(used.user_id);
    request.log.info({ userId: used.user_id }, "password reset; every session ended");
    return { detail: "Your password is changed. Log in with the new one." };
  });
}
