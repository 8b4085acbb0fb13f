// The second factor's endpoints, for staff signed in with their password (passed or not yet):
//   GET  /reactapp/staff/second-factor/                    where they stand: enrol, verify or passed
//   POST /reactapp/staff/second-factor/enrolment/          a new key and its QR code (until confirmed)
//   POST /reactapp/staff/second-factor/enrolment/confirm/  the first code: confirms, answers recovery codes
//   POST /reactapp/staff/second-factor/verify/             a code from the app
//   POST /reactapp/staff/second-factor/recover/            a recovery code, spent
// Wrong codes are counted like wrong passwords (five in fifteen minutes, then 429): hard per IP and per
// session, soft per member, so whoever holds only the password cannot lock the member out (login-throttle.ts).
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  CodeSchema,
  type Enrolment,
  RecoverSchema,
  type RecoveryCodes,
  SECOND_FACTOR_REFUSALS as REFUSED,
  type SecondFactorStatus,
} from "../../../../contract/staff/second-factor.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { type LoginKeys, loginThrottle } from "../../../infra/auth/login-throttle.ts";
import { passedRecently } from "../../../infra/auth/recent-second-factor.ts";
import { sessionToken } from "../../../infra/auth/session-cookie.ts";
import { hashRecoveryCode, newRecoveryCodes } from "../recovery-codes.ts";
import { enrolmentCode, groupedKey, matchingStep, newSecret } from "../totp.ts";

const BASE = "/reactapp/staff/second-factor";

export async function staffSecondFactorRoutes(app: FastifyInstance) {
  const factors = app.secondFactors;
  const throttle = loginThrottle(app.accounts.loginFailures);
  const throttleKeys = (request: FastifyRequest): LoginKeys => ({
    account: `second-factor:${request.staff.id}`,
    address: `second-factor-ip:${request.ip}`,
    // A digest of the cookie: the cookie itself is a credential, never stored.
    session: `second-factor-session:${createHash("sha256").update(sessionToken(request)!).digest("base64url")}`,
  });

  /** Counts this attempt; answers 429 (and true) when too many went wrong lately. */
  async function throttled(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const wait = await throttle.attempt(throttleKeys(request));
    if (wait === 0) return false;
    await reply
      .code(429)
      .header("retry-after", String(wait))
      .send({ detail: `Too many wrong codes. Try again in ${Math.ceil(wait / 60)} minutes.` });
    return true;
  }

  async function passed(request: FastifyRequest, reply: FastifyReply) {
    await throttle.succeeded(throttleKeys(request));
    reply.setSessionCookie(await app.sessions.passSecondFactor(sessionToken(request)!));
  }

  app.get(BASE + "/", app.consoleAction("console.second-factor"), async (request) => {
    const factor = await factors.byUser(request.staff.id);
    const session = await app.sessions.find(sessionToken(request)!);
    // Passed long ago, the page asks for a code again: what a staff account's credential change needs.
    const recent = session && passedRecently(session);
    const mustChange = (await app.accounts.users.byId(request.staff.id))?.must_change_password === 1;
    const state = recent ? (mustChange ? "change_password" : "passed") : factor?.confirmed_at ? "verify" : "enrol";
    const status: SecondFactorStatus = { state, username: request.staff.username };
    return status;
  });

  app.post(BASE + "/enrolment/", app.consoleAction("console.second-factor"), async (request, reply) => {
    const secret = newSecret();
    if (!(await factors.begin(request.staff.id, secret))) return reply.code(409).send({ detail: REFUSED.enrolled });
    const answer: Enrolment = { key: groupedKey(secret), ...(await enrolmentCode(secret, request.staff.username)) };
    return answer;
  });

  app.post(BASE + "/enrolment/confirm/", app.consoleAction("console.second-factor"), async (request, reply) => {
    const input = parseOr400(CodeSchema, request.body, reply);
    if (!input) return reply;
    const factor = await factors.byUser(request.staff.id);
    if (!factor) return reply.code(409).send({ detail: REFUSED.notStarted });
    if (factor.confirmed_at) return reply.code(409).send({ detail: REFUSED.enrolled });
    if (await throttled(request, reply)) return reply;
    const step = matchingStep(factor.secret, input.code);
    if (step === undefined) return reply.code(400).send({ code: [REFUSED.wrongCode] });
    const codes = newRecoveryCodes();
    await app.db.transaction().execute(async (trx) => {
      await factors.useStep(request.staff.id, step, trx);
      await factors.confirm(request.staff.id, codes.map(hashRecoveryCode), trx);
      await app.audit.record(
        request,
        { action: "second_factor.enrolled", entity: "user", entityId: request.staff.id, after: { enrolled: true } },
        trx,
      );
    });
    await passed(request, reply);
    const answer: RecoveryCodes = { recovery_codes: codes };
    return answer;
  });

  app.post(BASE + "/verify/", app.consoleAction("console.second-factor"), async (request, reply) => {
    const input = parseOr400(CodeSchema, request.body, reply);
    if (!input) return reply;
    const factor = await factors.byUser(request.staff.id);
    if (!factor?.confirmed_at) return reply.code(409).send({ detail: REFUSED.notStarted });
    if (await throttled(request, reply)) return reply;
    const step = matchingStep(factor.secret, input.code);
    if (step === undefined || !(await factors.useStep(request.staff.id, step))) {
      return reply.code(400).send({ code: [REFUSED.wrongCode] });
    }
    await passed(request, reply);
    return { detail: "Signed in." };
  });

  app.post(BASE + "/recover/", app.consoleAction("console.second-factor"), async (request, reply) => {
    const input = parseOr400(RecoverSchema, request.body, reply);
    if (!input) return reply;
    if (await throttled(request, reply)) return reply;
    if (!(await factors.useRecoveryCode(request.staff.id, hashRecoveryCode(input.recovery_code)))) {
      return reply.code(400).send({ recovery_code: [REFUSED.wrongRecovery] });
    }
    await passed(request, reply);
    const left = await factors.recoveryCodesLeft(request.staff.id);
    request.log.warn({ userId: request.staff.id, left }, "signed in with a recovery code");
    return { detail: "Signed in.", recovery_codes_left: left };
  });
}
