// The preHandlers of every console endpoint under /reactapp/staff/, one set per action of the console's
// permissions table (contract/staff/permissions.ts): a route names its action, `app.consoleAction(name)`,
// and only the roles of that action's row pass. Unlike the legacy customer routes (403 for everyone
// refused, as Django REST Framework answers), the console tells "who are you?" (401) from "not you"
// (403), so its screens can send a visitor to sign in or explain the refusal. Staff pass only with a
// session that passed the second factor and was used in the last 30 minutes (OWASP ASVS 4.0 V3.3.2 and
// NIST SP 800-63B §7.2: re-authenticate after idle time). A console route that names no action is
// refused when it is registered: the server does not start with an endpoint nobody decided about.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { CONSOLE_ACTIONS, may, type ConsoleActionName } from "../../../contract/staff/permissions.ts";
import { isStaffRole, REFUSALS, type StaffMember } from "../../../contract/staff/staff.ts";
import { SESSION_COOKIE } from "../accounts/sessions.ts";

export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const CONSOLE_PREFIX = "/reactapp/staff/";

/** The actions a member does before the second factor: its own screens (enrol, verify, recover). */
const BEFORE_SECOND_FACTOR: ReadonlySet<ConsoleActionName> = new Set(["console.second-factor"]);
/** Methods that change nothing: every other one needs the CSRF header. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type ConsoleRouteOptions = {
  preHandler: preHandlerHookHandler[];
  config: { consoleAction: ConsoleActionName };
};

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The route options of a console endpoint doing `action`: a member of one of its roles, second factor
     * passed (except for the second factor's own screens), and on a change the CSRF header, checked after
     * who is asking. Spread it to add options: `{ ...app.consoleAction("projects.import"), bodyLimit }`.
     */
    consoleAction(action: ConsoleActionName): ConsoleRouteOptions;
  }
  interface FastifyContextConfig {
    /** The permissions table's row a console route is guarded by. */
    consoleAction?: ConsoleActionName;
  }
  interface FastifyRequest {
    /** The staff member a console route serves, set by the guards above. */
    staff: StaffMember;
  }
}

/**
 * For an endpoint whose body decides what it does (an order's status: cancelling refunds): answers 403
 * and returns true when the signed-in member may not do `action`; the route then returns at once.
 */
export function refuseUnlessAllowed(request: FastifyRequest, reply: FastifyReply, action: ConsoleActionName): boolean {
  if (may(request.staff.role, action)) return false;
  reply.code(403).send(REFUSALS.notAdmin);
  return true;
}

export function decorateStaffGuards(app: FastifyInstance) {
  app.decorateRequest("staff", undefined as unknown as StaffMember);

  const guard = (action: ConsoleActionName) => {
    const secondFactor = !BEFORE_SECOND_FACTOR.has(action);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      // Nothing a console endpoint answers may be kept by a browser or a shared cache.
      reply.header("cache-control", "no-store");
      const token = request.cookies[SESSION_COOKIE];
      const session = token ? await app.sessions.find(token) : undefined;
      if (!token || !session) return reply.code(401).send(REFUSALS.signedOut);
      const user = await app.accounts.users.byId(session.userId);
      if (!user || user.disabled_at) return reply.code(401).send(REFUSALS.signedOut);
      if (!isStaffRole(user.access_role)) return reply.code(403).send(REFUSALS.notStaff);
      if (Date.now() - Date.parse(session.lastSeenAt) > STAFF_IDLE_MS) {
        await app.sessions.destroy(token);
        return reply.code(401).send(REFUSALS.idle);
      }
      if (secondFactor && !session.secondFactorAt) return reply.code(403).send(REFUSALS.secondFactor);
      if (!may(user.access_role, action)) return reply.code(403).send(REFUSALS.notAdmin);
      request.userId = user.id;
      request.staff = { id: user.id, username: user.username, email: user.email, role: user.access_role };
    };
  };

  // @fastify/csrf-protection's check, as a preHandler that runs after the guard: a visitor who is not
  // signed in hears 401 whatever headers they sent.
  const csrf: preHandlerHookHandler = function (request, reply, done) {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection.call(this, request, reply, done);
  };

  const guards = new Map((Object.keys(CONSOLE_ACTIONS) as ConsoleActionName[]).map((name) => [name, guard(name)]));
  app.decorate("consoleAction", (action: ConsoleActionName): ConsoleRouteOptions => {
    const allowed = guards.get(action);
    if (!allowed) throw new Error(`consoleAction: "${action}" is not in contract/staff/permissions.ts`);
    return { preHandler: [allowed, csrf], config: { consoleAction: action } };
  });

  // A console route is registered only with its action's guard among its preHandlers.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(CONSOLE_PREFIX)) return;
    const action = route.config?.consoleAction;
    const guarded = action !== undefined && [route.preHandler].flat().includes(guards.get(action));
    if (!guarded)
      throw new Error(
        `${route.method} ${route.url}: a console route needs app.consoleAction(…) with a row of ` +
          "contract/staff/permissions.ts naming the roles allowed",
      );
  });
}
