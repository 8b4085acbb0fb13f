// A signed-in visitor's favorites: GET /reactapp/favorites/ lists the project ids; PUT and DELETE
// /reactapp/favorites/{id}/ add and remove one; POST /reactapp/favorites/merge/ adds the ids the
// visitor kept in local storage before signing in. The board's Favorites tab then reads them.
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { parseOr400 } from "../../../infra/http/validate.ts";

const MergeSchema = v.strictObject({
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(500)),
});

export async function favoritesRoutes(app: FastifyInstance) {
  const { favorites } = app;
  const signedIn = { preHandler: app.requireUser };
  const signedInWithCsrf = { onRequest: app.csrfProtection, preHandler: app.requireUser };

  app.get("/reactapp/favorites/", signedIn, async (request) => ({ ids: await favorites.list(request.userId) }));

  app.post("/reactapp/favorites/merge/", signedInWithCsrf, async (request, reply) => {
    const input = parseOr400(MergeSchema, request.body, reply);
    if (!input) return reply;
    await favorites.add(request.userId, input.ids);
    return { ids: await favorites.list(request.userId) };
  });

  app.put("/reactapp/favorites/:id/", signedInWithCsrf, async (request) => {
    const id = Number((request.params as { id: string }).id);
    if (Number.isInteger(id) && id > 0) await favorites.add(request.userId, [id]);
    return { ids: await favorites.list(request.userId) };
  });

  app.delete("/reactapp/favorites/:id/", signedInWithCsrf, async (request) => {
    await favorites.remove(request.userId, Number((request.params as { id: string }).id) || 0);
    return { ids: await favorites.list(request.userId) };
  });
}
