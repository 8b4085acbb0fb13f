// The guards of every console endpoint under /reactapp/staff/. Unlike the legacy customer routes
// (403 for everyone refused, as Django REST Framework answers), the console tells "who are you?" (401)
// from "not you" (403), so its screens can send a visitor to sign in or explain the refusal. Staff pass
// only with a session that passed the second factor and was used in the last 30 minutes
// (OWASP ASVS 4.0 V3.3.2 and NIST SP 800-63B §7.2: re-authenticate after idle time).
//
// They run onRequest, before Fastify reads the body (a 20 MB CSV, a 1 MB JSON body): a refused visitor's
// body is never buffered nor parsed (https://fastify.dev/docs/latest/Reference/Lifecycle/).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { closeIfBodyUnread } from "../../infra/http/unread-body.ts";
import { SESSION_COOKIE } from "../accounts/sessions.ts";
import { isStaffRole, REFUSALS, type StaffMember, type StaffRole } from "../../../contract/staff/staff.ts";

export const STAFF_IDLE_MS = 30 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** Route options for console reads: staff (or admins) with the second factor passed. */
    staffRead: ConsoleGuard;
    /** Console changes: `staffRead`, then the CSRF header, checked after who is asking. */
    staffChange: ConsoleGuard;
    /** Admin-only reads and changes. */
    adminRead: ConsoleGuard;
    adminChange: ConsoleGuard;
    /** Staff signed in with their password, second factor passed or not: the second factor's own screens. */
    staffBeforeSecondFactor: ConsoleGuard;
    staffBeforeSecondFactorChange: ConsoleGuard;
  }
  interface FastifyRequest {
    /** The staff member a console route serves, set by the guards above. */
    staff: StaffMember;
  }
}

/** Route options: the checks a console request passes before its body is read. */
export type ConsoleGuard = { onRequest: onRequestHookHandler[] };

type Need = { role?: StaffRole; secondFactor: boolean };

export function decorateStaffGuards(app: FastifyInstance) {
  app.decorateRequest("staff", undefined as unknown as StaffMember);

  /** Why `request` may not pass, or undefined when it may (then `request.staff` is who it is). */
  async function refusal(request: FastifyRequest, { role, secondFactor }: Need) {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await app.sessions.find(token) : undefined;
    if (!token || !session) return { status: 401, body: REFUSALS.signedOut };
    const user = await app.accounts.users.byId(session.userId);
    if (!user || user.disabled_at) return { status: 401, body: REFUSALS.signedOut };
    if (!isStaffRole(user.access_role)) return { status: 403, body: REFUSALS.notStaff };
    if (Date.now() - Date.parse(session.lastSeenAt) > STAFF_IDLE_MS) {
      await app.sessions.destroy(token);
      return { status: 401, body: REFUSALS.idle };
    }
    if (secondFactor && !session.secondFactorAt) return { status: 403, body: REFUSALS.secondFactor };
    if (role === "admin" && user.access_role !== "admin") return { status: 403, body: REFUSALS.notAdmin };
    request.userId = user.id;
    request.staff = { id: user.id, username: user.username, email: user.email, role: user.access_role };
    return undefined;
  }

  const guard = (need: Need) => async (request: FastifyRequest, reply: FastifyReply) => {
    // Nothing a console endpoint answers may be kept by a browser or a shared cache.
    reply.header("cache-control", "no-store");
    const refused = await refusal(request, need);
    if (!refused) return;
    closeIfBodyUnread(request, reply);
    return reply.code(refused.status).send(refused.body);
  };

  // @fastify/csrf-protection's check (of the X-CSRFToken header), after the guard: a visitor who is not
  // signed in hears 401 whatever headers they sent.
  const csrf: onRequestHookHandler = function (request, reply, done) {
    app.csrfProtection.call(this, request, reply, done);
  };
  const staff = guard({ secondFactor: true });
  const admin = guard({ role: "admin", secondFactor: true });
  app.decorate("staffRead", { onRequest: [staff] });
  app.decorate("staffChange", { onRequest: [staff, csrf] });
  app.decorate("adminRead", { onRequest: [admin] });
  app.decorate("adminChange", { onRequest: [admin, csrf] });
  const password = guard({ secondFactor: false });
  app.decorate("staffBeforeSecondFactor", { onRequest: [password] });
  app.decorate("staffBeforeSecondFactorChange", { onRequest: [password, csrf] });
}
