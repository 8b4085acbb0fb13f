// The account's settings, each asking for the current password (a session left open on a shared computer
// is not enough): POST /reactapp/account/password/ (every OTHER session ends), /email/ (a link to the new
// address confirms it; the old one stays until then), /delete/ (the account closes, its orders are kept
// without personal fields). And the links: /verify/ sends a verification link again, /verify/confirm/ and
// /email/confirm/ use one (they need no session: the link is the proof). /email/ and /verify/ send mail in
// the firm's name, so both are limited per account and per IP (request-limits.ts). A staff account's
// password and address change only in its own session, with the second factor passed in the last 15
// minutes: its password alone must not hand the console over (server/domains/staff/guards.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  RESET_LINK_INVALID,
  TokenSchema,
  WRONG_PASSWORD,
} from "../../../../contract/account/account.ts";
import { isStaffRole } from "../../../../contract/staff/staff.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { NOT_SIGNED_IN } from "../guards.ts";
import { loginThrottle } from "../../../infra/auth/login-throttle.ts";
import { hashPassword, verifyPassword } from "../../../infra/auth/passwords.ts";
import { passwordProblem } from "../../../infra/auth/password-strength.ts";
import { SESSION_COOKIE, sessionToken } from "../../../infra/auth/session-cookie.ts";
import { enqueueLink, hashToken } from "../account-links.ts";
import { refusedAsTooMany } from "../request-limits.ts";

const LINK_INVALID = RESET_LINK_INVALID.replace(
  "Ask for a new one: links work once, for one hour.",
  "Ask for a new one.",
);

const SAME_PASSWORD = "Choose a new password, not the current one.";
const STAFF_CANNOT_DELETE = "A staff account is closed by an administrator of QTO Solutions, on the Team screen.";

export async function settingsRoutes(app: FastifyInstance) {
  const changing = { onRequest: app.csrfProtection, preHandler: app.requireUser };
  const changingCredentials = {
    onRequest: app.csrfProtection,
    preHandler: [app.requireUser, app.requireRecentSecondFactor],
  };
  const { customerAccounts, accountTokens } = app;
  // Guesses at the current password count as failed logins do: a stolen session cannot try them all.
  const throttle = loginThrottle(app.accounts.loginFailures);

  /** The signed-in user when `password` is theirs; otherwise answers (400 or 429) and returns undefined. */
  async function withPassword(request: FastifyRequest, reply: FastifyReply, password: string) {
    const user = await customerAccounts.byId(request.userId);
    if (!user) return void reply.code(403).send(NOT_SIGNED_IN);
    const keys = { account: `user:${user.username_key}`, address: `ip:${request.ip}` };
    const wait = await throttle.attempt(keys);
    if (wait > 0) {
      reply.code(429).header("retry-after", String(wait));
      return void reply.send({ detail: `Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minutes.` });
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      return void reply.code(400).send({ current_password: [WRONG_PASSWORD] });
    }
    await throttle.succeeded(keys);
    return user;
  }

  /** The links an account asks us to mail (a new address, a verification), counted per account and per IP. */
  const mailKeys = (request: FastifyRequest, userId: number) => [
    `account-mail:user:${userId}`,
    `account-mail:ip:${request.ip}`,
  ];

  app.post("/reactapp/account/password/", changingCredentials, async (request, reply) => {
    const input = parseOr400(ChangePasswordSchema, request.body, reply);
    if (!input) return reply;
    const user = await withPassword(request, reply, input.current_password);
    if (!user) return reply;
    const weakness = passwordProblem(input.password);
    if (weakness) return reply.code(400).send({ password: [weakness] });
    // A temporary password kept would stay the administrator's too.
    if (input.password === input.current_password) return reply.code(400).send({ password: [SAME_PASSWORD] });
    await customerAccounts.setPassword(user.id, await hashPassword(input.password));
    await app.sessions.destroyAllOf(user.id, sessionToken(request));
    return { detail: "Your password is changed. Every other browser signed in to your account is signed out." };
  });

  app.post("/reactapp/account/email/", changingCredentials, async (request, reply) => {
    const input = parseOr400(ChangeEmailSchema, request.body, reply);
    if (!input) return reply;
    const user = await withPassword(request, reply, input.current_password);
    if (!user) return reply;
    if (input.email.toLowerCase() === user.email_key) {
      return reply.code(400).send({ email: ["This is your address already."] });
    }
    if (await customerAccounts.byEmail(input.email)) {
      return reply.code(400).send({ email: ["An account uses this e-mail already."] });
    }
    if (await refusedAsTooMany(app, reply, mailKeys(request, user.id))) return reply;
    await enqueueLink(app, { purpose: "email_change", userId: user.id, email: input.email });
    return reply
      .code(202)
      .send({ detail: `We e-mailed a link to ${input.email}. Your address changes when you open it.` });
  });

  app.post("/reactapp/account/email/confirm/", { onRequest: app.csrfProtection }, async (request, reply) => {
    const input = parseOr400(TokenSchema, request.body, reply);
    if (!input) return reply;
    const now = new Date();
    // The link proves the new address, not who asked for it: a staff member's own session with a recent
    // code does. Checked before the link is used, which then still works once the code is entered.
    const pending = await accountTokens.usable("email_change", hashToken(input.token), now);
    const refusal = pending && (await app.credentialChangeRefusal(request, pending.user_id));
    if (refusal) return reply.code(403).send(refusal);
    const used = await accountTokens.consume("email_change", hashToken(input.token), now);
    if (!used) return reply.code(400).send({ token: [LINK_INVALID] });
    if (!(await customerAccounts.changeEmail(used.user_id, used.email, now))) {
      return reply.code(400).send({ token: ["Another account uses this address now: it cannot be yours too."] });
    }
    return { detail: `Your account now uses ${used.email}.` };
  });

  app.post("/reactapp/account/verify/", changing, async (request, reply) => {
    const user = await customerAccounts.byId(request.userId);
    if (!user) return reply.code(403).send(NOT_SIGNED_IN);
    if (user.email_verified_at) return { detail: "Your address is verified already." };
    if (await refusedAsTooMany(app, reply, mailKeys(request, user.id))) return reply;
    await enqueueLink(app, { purpose: "email_verify", userId: user.id, email: user.email });
    return reply.code(202).send({ detail: `We e-mailed a link to ${user.email}. Open it to verify your address.` });
  });

  app.post("/reactapp/account/verify/confirm/", { onRequest: app.csrfProtection }, async (request, reply) => {
    const input = parseOr400(TokenSchema, request.body, reply);
    if (!input) return reply;
    const now = new Date();
    const used = await accountTokens.consume("email_verify", hashToken(input.token), now);
    if (!used || !(await customerAccounts.markVerified(used.user_id, used.email, now))) {
      return reply.code(400).send({ token: [LINK_INVALID] });
    }
    return { detail: `Thank you: ${used.email} is verified.` };
  });

  app.post("/reactapp/account/delete/", changing, async (request, reply) => {
    const input = parseOr400(DeleteAccountSchema, request.body, reply);
    if (!input) return reply;
    const user = await withPassword(request, reply, input.current_password);
    if (!user) return reply;
    // A staff account holds the audit log's names: an administrator disables it (Team) instead.
    if (isStaffRole(user.access_role)) return reply.code(403).send({ detail: STAFF_CANNOT_DELETE });
    await customerAccounts.close(user.id, new Date());
    request.log.info({ userId: user.id }, "account closed by its owner");
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { detail: "Your account is deleted. Your orders are kept for accounting, without your name or address." };
  });
}
