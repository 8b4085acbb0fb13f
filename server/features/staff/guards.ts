// The preHandlers of every console endpoint under /reactapp/staff/. Unlike the legacy customer routes
// (403 for everyone refused, as Django REST Framework answers), the console tells "who are you?" (401)
// from "not you" (403), so its screens can send a visitor to sign in or explain the refusal. Staff pass
// only with a session that passed the second factor and used the console in the last 30 minutes
// (OWASP ASVS 4.0 V3.3.2 and NIST SP 800-63B §7.2: re-authenticate after idle time); the rest of the
// site, a tab polling /reactapp/session/ say, does not count as console activity. A member whose password
// an administrator chose reaches only the second factor's screens until they change it (in their account
// settings, which with sign-out are no console routes).
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from "fastify";
import { SESSION_COOKIE, type SignedInSession } from "../accounts/sessions.ts";
import {
  isStaffRole,
  REFUSALS,
  type StaffMember,
  type StaffRefusal,
  type StaffRole,
} from "../../../contract/staff/staff.ts";

export const STAFF_IDLE_MS = 30 * 60 * 1000;
// A staff account's credentials change only this soon after the code was entered, as GitHub's sudo
// mode asks again: a session left open, or its stolen cookie, is not enough (OWASP ASVS 4.0 V3.7.1).
export const RECENT_SECOND_FACTOR_MS = 15 * 60 * 1000;

/** Whether this session passed the second factor in the last 15 minutes. */
export const passedRecently = (session: SignedInSession, now = Date.now()) =>
  session.secondFactorAt !== null && now - Date.parse(session.secondFactorAt) <= RECENT_SECOND_FACTOR_MS;

declare module "fastify" {
  interface FastifyInstance {
    /** Route options for console reads: staff (or admins) with the second factor passed. */
    staffRead: { preHandler: preHandlerHookHandler[] };
    /** Console changes: `staffRead`, then the CSRF header, checked after who is asking. */
    staffChange: { preHandler: preHandlerHookHandler[] };
    /** Admin-only reads and changes. */
    adminRead: { preHandler: preHandlerHookHandler[] };
    adminChange: { preHandler: preHandlerHookHandler[] };
    /** An admin changing a member's credentials (password, second factor): the code entered lately too. */
    adminCredentialChange: { preHandler: preHandlerHookHandler[] };
    /** Staff signed in with their password, second factor passed or not: the second factor's own screens. */
    staffBeforeSecondFactor: { preHandler: preHandlerHookHandler[] };
    staffBeforeSecondFactorChange: { preHandler: preHandlerHookHandler[] };
    /**
     * Why this request may not change the credentials of account `userId`: a staff account's change
     * needs the member's own session, past the second factor in the last 15 minutes. Undefined for a
     * customer's account (their current password is the proof) or when it may.
     */
    credentialChangeRefusal(request: FastifyRequest, userId: number): Promise<StaffRefusal | undefined>;
    /** `requireUser`'s partner on the account settings' credential changes: `credentialChangeRefusal`, as 403. */
    requireRecentSecondFactor: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The staff member a console route serves, set by the guards above. */
    staff: StaffMember;
  }
}

type Need = { role?: StaffRole; secondFactor: boolean; recently?: boolean };

export function decorateStaffGuards(app: FastifyInstance) {
  app.decorateRequest("staff", undefined as unknown as StaffMember);

  const guard =
    ({ role, secondFactor, recently = false }: Need) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Nothing a console endpoint answers may be kept by a browser or a shared cache.
      reply.header("cache-control", "no-store");
      const token = request.cookies[SESSION_COOKIE];
      const session = token ? await app.sessions.find(token) : undefined;
      if (!token || !session) return reply.code(401).send(REFUSALS.signedOut);
      const user = await app.accounts.users.byId(session.userId);
      if (!user || user.disabled_at) return reply.code(401).send(REFUSALS.signedOut);
      if (!isStaffRole(user.access_role)) return reply.code(403).send(REFUSALS.notStaff);
      if (Date.now() - Date.parse(session.consoleSeenAt) > STAFF_IDLE_MS) {
        await app.sessions.destroy(token);
        return reply.code(401).send(REFUSALS.idle);
      }
      if (secondFactor && !session.secondFactorAt) return reply.code(403).send(REFUSALS.secondFactor);
      // A password an administrator chose opens nothing but the way to change it (and the second factor).
      if (secondFactor && user.must_change_password) return reply.code(403).send(REFUSALS.changePassword);
      if (role === "admin" && user.access_role !== "admin") return reply.code(403).send(REFUSALS.notAdmin);
      if (recently && !passedRecently(session)) return reply.code(403).send(REFUSALS.recentSecondFactor);
      await app.sessions.useConsole(token, session);
      request.userId = user.id;
      request.staff = { id: user.id, username: user.username, email: user.email, role: user.access_role };
    };

  // @fastify/csrf-protection's check, as a preHandler that runs after the guard: a visitor who is not
  // signed in hears 401 whatever headers they sent.
  const csrf: preHandlerHookHandler = function (request, reply, done) {
    app.csrfProtection.call(this, request, reply, done);
  };
  const staff = guard({ secondFactor: true });
  const admin = guard({ role: "admin", secondFactor: true });
  app.decorate("staffRead", { preHandler: [staff] });
  app.decorate("staffChange", { preHandler: [staff, csrf] });
  app.decorate("adminRead", { preHandler: [admin] });
  app.decorate("adminChange", { preHandler: [admin, csrf] });
  app.decorate("adminCredentialChange", {
    preHandler: [guard({ role: "admin", secondFactor: true, recently: true }), csrf],
  });
  const password = guard({ secondFactor: false });
  app.decorate("staffBeforeSecondFactor", { preHandler: [password] });
  app.decorate("staffBeforeSecondFactorChange", { preHandler: [password, csrf] });

  app.decorate("credentialChangeRefusal", async (request: FastifyRequest, userId: number) => {
    const user = await app.accounts.users.byId(userId);
    if (!user || !isStaffRole(user.access_role)) return undefined;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await app.sessions.find(token) : undefined;
    return session?.userId === userId && passedRecently(session) ? undefined : REFUSALS.recentSecondFactor;
  });
  app.decorate("requireRecentSecondFactor", async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = await app.credentialChangeRefusal(request, request.userId);
    if (refusal) return reply.code(403).send(refusal);
  });
}
