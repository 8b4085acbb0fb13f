// The preHandler that keeps a route to signed-in visitors (`requireUser`), answering as Django REST
// Framework does when it refuses; the route reads the visitor's id from `request.userId`. The console's
// routes have guards of their own, by role and action (staff/guards.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { SIGNED_OUT_DETAIL } from "../../../contract/signed-out.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Refuses (403) a visitor who is not signed in; sets `request.userId` for one who is. */
    requireUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user's id, set by `requireUser` (0 on routes that do not require one). */
    userId: number;
  }
}

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
}
