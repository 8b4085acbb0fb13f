// The forgotten password: POST /reactapp/account/forgot-password/ asks for a link (always the same 202,
// in the same time, whether an account uses the address or not: the job looks it up), and
// POST /reactapp/account/reset-password/ uses it once to set a new password, ending every session of the
// account (whoever knew the old password is signed out). Not a staff account's: its mailbox alone must
// not choose the password of a console account (one not yet enrolled would be the reader's), so an
// administrator resets it (server/domains/staff/routes/staff-team.ts) and the member changes it at sign-in.
import type { FastifyInstance } from "fastify";
import {
  FORGOT_PASSWORD_SENT,
  ForgotPasswordSchema,
  RESET_LINK_INVALID,
  ResetPasswordSchema,
  STAFF_RESET_BY_ADMIN,
} from "../../../../contract/account/account.ts";
import { isStaffRole } from "../../../../contract/staff/staff.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { hashPassword } from "../../../infra/auth/passwords.ts";
import { passwordProblem } from "../../../infra/auth/password-strength.ts";
import { enqueueLink, hashToken } from "../account-links.ts";
import { refusedAsTooMany } from "../request-limits.ts";

export async function passwordResetRoutes(app: FastifyInstance) {
  const csrf = { onRequest: app.csrfProtection };
  const { accountTokens } = app;

  // Limited per IP only. A limit per address would let anyone keep its owner from a link by asking for
  // it first; the job caps the links each address receives instead (LINK_MAILS in account-links.ts).
  app.post("/reactapp/account/forgot-password/", csrf, async (request, reply) => {
    const input = parseOr400(ForgotPasswordSchema, request.body, reply);
    if (!input) return reply;
    if (await refusedAsTooMany(app, reply, [`forgot-password:ip:${request.ip}`])) return reply;
    await enqueueLink(app, { purpose: "password_reset", email: input.email });
    return reply.code(202).send({ detail: FORGOT_PASSWORD_SENT });
  });

  // The link is checked before anything costly: a made-up token never reaches the password estimator or
  // the hash, whose queue every login shares (hashing-queue.ts).
  app.post("/reactapp/account/reset-password/", csrf, async (request, reply) => {
    const input = parseOr400(ResetPasswordSchema, request.body, reply);
    if (!input) return reply;
    if (await refusedAsTooMany(app, reply, [`reset-password:ip:${request.ip}`])) return reply;
    const tokenHash = hashToken(input.token);
    const link = await accountTokens.usable("password_reset", tokenHash, new Date());
    if (!link) return reply.code(400).send({ token: [RESET_LINK_INVALID] });
    if (await refusedAsTooMany(app, reply, [`reset-password:address:${link.email.toLowerCase()}`])) return reply;
    // Checked before the link is used: a refused password leaves the link working for a better one.
    const weakness = passwordProblem(input.password);
    if (weakness) return reply.code(400).send({ password: [weakness] });
    const passwordHash = await hashPassword(input.password);
    const now = new Date();
    // Used only now, in one statement: of two requests racing with one link, one wins.
    const used = await accountTokens.consume("password_reset", tokenHash, now);
    if (!used) return reply.code(400).send({ token: [RESET_LINK_INVALID] });
    // A link sent before the account became staff's, or before this rule: used up, and refused.
    const owner = await app.customerAccounts.byId(used.user_id);
    if (owner && isStaffRole(owner.access_role)) return reply.code(403).send({ detail: STAFF_RESET_BY_ADMIN });
    await app.customerAccounts.setPassword(used.user_id, passwordHash);
    await accountTokens.useAllOf(used.user_id, "password_reset", now);
    // The link reached this address and was opened: it is the owner's.
    await app.customerAccounts.markVerified(used.user_id, used.email, now);
    await app.sessions.destroyAllOf(used.user_id);
    request.log.info({ userId: used.user_id }, "password reset; every session ended");
    return { detail: "Your password is changed. Log in with the new one." };
  });
}
