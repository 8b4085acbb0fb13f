// The preHandlers that keep a route to signed-in visitors (`requireUser`) or to a staff role
// (`requireRole`), answering as Django REST Framework does when they refuse. A route that uses either
// reads the visitor's id from `request.userId`.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { SIGNED_OUT_DETAIL } from "../../../contract/signed-out.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Refuses (403) a visitor who is not signed in; sets `request.userId` for one who is. */
    requireUser: preHandlerAsyncHookHandler;
    /** `requireUser`, then refuses (403) a user whose access role is not `role`. */
    requireRole(role: string): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user's id, set by `requireUser` (0 on routes that do not require one). */
    userId: number;
  }
}

// The widgets tell a signed-out visitor from other refusals by these words (widgets/account-kit/session.ts).
export const NOT_SIGNED_IN = { detail: SIGNED_OUT_DETAIL };
const NOT_ALLOWED = { detail: "You do not have permission to perform this action." };

export function decorateGuards(app: FastifyInstance) {
  app.decorateRequest("userId", 0);

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const userId = await app.signedInUserId(request);
    if (userId === undefined) return reply.code(403).send(NOT_SIGNED_IN);
    request.userId = userId;
  }
  app.decorate("requireUser", requireUser);

  app.decorate("requireRole", (role: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (reply.sent) return reply;
    const user = await app.accounts.users.byId(request.userId);
    if (user?.access_role !== role) return reply.code(403).send(NOT_ALLOWED);
  });
}
