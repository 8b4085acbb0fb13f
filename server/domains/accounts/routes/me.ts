// The signed-in visitor as the widgets read them: GET /reactapp/me/ (403 when signed out, as the legacy
// client expects) and GET /reactapp/session/ (always 200, for a quiet check of a remembered session).
import type { FastifyInstance } from "fastify";
import type { Me, SessionProbe } from "../../../../contract/schemas/accounts.ts";
import { NOT_SIGNED_IN } from "../guards.ts";

export async function meRoutes(app: FastifyInstance) {
  /** The account of a signed-in user id; undefined when it was deleted since (as good as signed out). */
  async function meOf(userId: number | undefined): Promise<Me | undefined> {
    const user = userId === undefined ? undefined : await app.accounts.users.byId(userId);
    if (!user) return undefined;
    return {
      username: user.username,
      // The name the customer gave on their profile, else their username (the legacy card's).
      name: user.full_name || user.username,
      role: user.role,
      email: user.email,
      last_login: user.last_login_at,
    };
  }

  app.get("/reactapp/me/", { preHandler: app.requireUser }, async (request, reply) => {
    const me = await meOf(request.userId);
    if (!me) return reply.code(403).send(NOT_SIGNED_IN);
    return reply.header("cache-control", "no-store").send(me);
  });

  app.get("/reactapp/session/", async (request, reply) => {
    const me = await meOf(await app.signedInUserId(request));
    const probe: SessionProbe = me ? { authenticated: true, me } : { authenticated: false };
    return reply.header("cache-control", "no-store").send(probe);
  });
}
