// The Messages page's read, for the signed-in customer only (anyone else: 403, as every
// /reactapp/account/ route): GET /reactapp/account/threads/, their order threads.
import type { FastifyInstance } from "fastify";
import type { ThreadsRepository } from "../threads-repository.ts";

export async function threadsRoutes(app: FastifyInstance, { threads }: { threads: ThreadsRepository }) {
  app.get("/reactapp/account/threads/", { preHandler: app.requireUser }, async (request, reply) =>
    reply.header("cache-control", "no-store").send({ results: await threads.list(request.userId) }),
  );
}
