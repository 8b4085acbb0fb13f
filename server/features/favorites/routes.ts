// A signed-in visitor's favorites: GET /reactapp/favorites/ lists the project ids; PUT and DELETE
// /reactapp/favorites/{id}/ add and remove one; POST /reactapp/favorites/merge/ adds the ids the
// visitor kept in local storage before signing in. The board's Favorites tab then reads them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import { parseOr400 } from "../../infra/http/validate.ts";
import { favoritesRepository } from "./favorites-repository.ts";

const NOT_SIGNED_IN = { detail: "Authentication credentials were not provided." };
const MergeSchema = v.strictObject({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(500)),
});

export async function favoriteRoutes(app: FastifyInstance) {
  const csrf = { onRequest: app.csrfProtection };

  async function userOr403(request: FastifyRequest, reply: FastifyReply) {
    const userId = await app.signedInUserId(request);
    if (userId === undefined) reply.code(403).send(NOT_SIGNED_IN);
    return userId;
  }

  const favorites = favoritesRepository(app.db);

  app.get("/reactapp/favorites/", async (request, reply) => {
    const userId = await userOr403(request, reply);
    return userId === undefined ? reply : { ids: await favorites.list(userId) };
  });

  app.post("/reactapp/favorites/merge/", csrf, async (request, reply) => {
    const userId = await userOr403(request, reply);
    if (userId === undefined) return reply;
    const input = parseOr400(MergeSchema, request.body, reply);
    if (!input) return reply;
    await favorites.add(userId, input.ids);
    return { ids: await favorites.list(userId) };
  });

  app.put("/reactapp/favorites/:id/", csrf, async (request, reply) => {
    const userId = await userOr403(request, reply);
    if (userId === undefined) return reply;
    const id = Number((request.params as { id: string }).id);
    if (Number.isInteger(id) && id > 0) await favorites.add(userId, [id]);
    return { ids: await favorites.list(userId) };
  });

  app.delete("/reactapp/favorites/:id/", csrf, async (request, reply) => {
    const userId = await userOr403(request, reply);
    if (userId === undefined) return reply;
    await favorites.remove(userId, Number((request.params as { id: string }).id) || 0);
    return { ids: await favorites.list(userId) };
  });
}
