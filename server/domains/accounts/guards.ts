// The preHandler that keeps a route to signed-in visitors (`requireUser`), answering as Django REST
// Framework does when it refuses; the route reads the visitor's id from `request.userId`. And the check
// on a staff account's credentials: changed only from the member's own session, past the second factor
// in the last 15 minutes. The console's routes have guards of their own, by role and action
// (server/domains/staff/guards.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SIGNED_OUT_DETAIL } from "../../../contract/signed-out.ts";
import { isStaffRole, REFUSALS } from "../../../contract/staff/staff.ts";
import { passedRecently } from "../../infra/auth/recent-second-factor.ts";
import { sessionToken } from "../../infra/auth/session-cookie.ts";

// The widgets tell a signed-out visitor from other refusals by these words (widgets/kits/account-kit/session.ts).
export const NOT_SIGNED_IN = { detail: SIGNED_OUT_DETAIL };

export function decorateGuards(app: FastifyInstance) {
  app.decorateRequest("userId", 0);

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const userId = await app.signedInUserId(request);
    if (userId === undefined) return reply.code(403).send(NOT_SIGNED_IN);
    request.userId = userId;
  }
  app.decorate("requireUser", requireUser);

  app.decorate("credentialChangeRefusal", async (request: FastifyRequest, userId: number) => {
    const user = await app.accounts.users.byId(userId);
    if (!user || !isStaffRole(user.access_role)) return undefined;
    const token = sessionToken(request);
    const session = token ? await app.sessions.find(token) : undefined;
    return session?.userId === userId && passedRecently(session) ? undefined : REFUSALS.recentSecondFactor;
  });
  app.decorate("requireRecentSecondFactor", async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = await app.credentialChangeRefusal(request, request.userId);
    if (refusal) return reply.code(403).send(refusal);
  });
}
