// The guards of every console endpoint under /reactapp/staff/, one set per action of the console's
// permissions table (contract/staff/permissions.ts): a route names its action, `app.consoleAction(name)`,
// and only the roles of that action's row pass. Unlike the legacy customer routes (403 for everyone
// refused, as Django REST Framework answers), the console tells "who are you?" (401) from "not you"
// (403), so its screens can send a visitor to sign in or explain the refusal. Staff pass only with a
// session that passed the second factor and used the console in the last 30 minutes (OWASP ASVS 4.0
// V3.3.2 and NIST SP 800-63B §7.2: re-authenticate after idle time); the rest of the site, a tab polling
// /reactapp/session/ say, does not count as console activity. A member whose password an administrator
// chose reaches only the second factor's screens until they change it (in their account settings, which
// with sign-out are no console routes). A console route that names no action is refused when it is
// registered: the server does not start with an endpoint nobody decided about.
//
// They run onRequest, before Fastify reads the body (a 20 MB CSV, a 1 MB JSON body): a refused visitor's
// body is never buffered nor parsed (https://fastify.dev/docs/latest/Reference/Lifecycle/).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { CONSOLE_ACTIONS, may, type ConsoleActionName } from "../../../contract/staff/permissions.ts";
import { isStaffRole, REFUSALS, type StaffMember } from "../../../contract/staff/staff.ts";
import { closeIfBodyUnread } from "../../infra/http/unread-body.ts";
import { passedRecently } from "../../infra/auth/recent-second-factor.ts";
import { sessionToken } from "../../infra/auth/session-cookie.ts";

export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const CONSOLE_PREFIX = "/reactapp/staff/";
/** The actions a member does before the second factor: its own screens (enrol, verify, recover). */
const BEFORE_SECOND_FACTOR: ReadonlySet<ConsoleActionName> = new Set(["console.second-factor"]);
/** Methods that change nothing: every other one needs the CSRF header. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type ConsoleRouteOptions = {
  onRequest: onRequestHookHandler[];
  config: { consoleAction: ConsoleActionName };
};

function refuseUnlessAllowed(request: FastifyRequest, reply: FastifyReply, action: ConsoleActionName): boolean {
  if (may(request.staff.role, action)) return false;
  reply.code(403).send(REFUSALS.notAdmin);
  return true;
}

export function decorateStaffGuards(app: FastifyInstance) {
  app.decorateRequest("staff", undefined as unknown as StaffMember);

  /** Why `request` may not do `action`, or undefined when it may (then `request.staff` is who it is). */
  async function refusal(request: FastifyRequest, action: ConsoleActionName) {
    const token = sessionToken(request);
    const session = token ? await app.sessions.find(token) : undefined;
    if (!token || !session) return { status: 401, body: REFUSALS.signedOut };
    const user = await app.accounts.users.byId(session.userId);
    if (!user || user.disabled_at) return { status: 401, body: REFUSALS.signedOut };
    if (!isStaffRole(user.access_role)) return { status: 403, body: REFUSALS.notStaff };
    if (Date.now() - Date.parse(session.consoleSeenAt) > STAFF_IDLE_MS) {
      await app.sessions.destroy(token);
      return { status: 401, body: REFUSALS.idle };
    }
    const secondFactor = !BEFORE_SECOND_FACTOR.has(action);
    if (secondFactor && !session.secondFactorAt) return { status: 403, body: REFUSALS.secondFactor };
    // A password an administrator chose opens nothing but the way to change it (and the second factor).
    if (secondFactor && user.must_change_password) return { status: 403, body: REFUSALS.changePassword };
    if (!may(user.access_role, action)) return { status: 403, body: REFUSALS.notAdmin };
    if ("recentSecondFactor" in CONSOLE_ACTIONS[action] && !passedRecently(session)) {
      return { status: 403, body: REFUSALS.recentSecondFactor };
    }
    await app.sessions.useConsole(token, session);
    request.userId = user.id;
    request.staff = { id: user.id, username: user.username, email: user.email, role: user.access_role };
    return undefined;
  }

  const guard = (action: ConsoleActionName) => async (request: FastifyRequest, reply: FastifyReply) => {
    // Nothing a console endpoint answers may be kept by a browser or a shared cache.
    reply.header("cache-control", "no-store");
    const refused = await refusal(request, action);
    if (!refused) return;
    closeIfBodyUnread(request, reply);
    return reply.code(refused.status).send(refused.body);
  };

  // @fastify/csrf-protection's check (of the X-CSRFToken header), after the guard: a visitor who is not
  // signed in hears 401 whatever headers they sent.
  const csrf: onRequestHookHandler = function (request, reply, done) {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection.call(this, request, reply, done);
  };

  const guards = new Map((Object.keys(CONSOLE_ACTIONS) as ConsoleActionName[]).map((name) => [name, guard(name)]));
  app.decorate("refuseUnlessAllowed", refuseUnlessAllowed);
  app.decorate("consoleAction", (action: ConsoleActionName): ConsoleRouteOptions => {
    const allowed = guards.get(action);
    if (!allowed) throw new Error(`consoleAction: "${action}" is not in contract/staff/permissions.ts`);
    return { onRequest: [allowed, csrf], config: { consoleAction: action } };
  });

  // A console route is registered only with its action's guard among its onRequest hooks.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(CONSOLE_PREFIX)) return;
    const action = route.config?.consoleAction;
    const guarded = action !== undefined && [route.onRequest].flat().includes(guards.get(action));
    if (!guarded)
      throw new Error(
        `${route.method} ${route.url}: a console route needs app.consoleAction(…) with a row of ` +
          "contract/staff/permissions.ts naming the roles allowed",
      );
  });
}
