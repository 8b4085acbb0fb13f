// GET /reactapp/account/orders/ (the signed-in customer's orders) and /reactapp/account/orders/:number/
// (one receipt). Another customer's order answers the same 404 as an order that does not exist.
import type { FastifyInstance } from "fastify";
import * as v from "valibot";

const NumberParams = v.object({ number: v.pipe(v.string(), v.maxLength(40)) });
const NOT_FOUND = { detail: "Not found." };

export async function billingRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: app.requireUser };

  app.get("/reactapp/account/orders/", signedIn, async (request, reply) =>
    reply.header("cache-control", "no-store").send({ results: await app.billing.list(request.userId) }),
  );

  app.get("/reactapp/account/orders/:number/", signedIn, async (request, reply) => {
    const params = v.safeParse(NumberParams, request.params);
    const receipt = params.success ? await app.billing.receipt(request.userId, params.output.number) : undefined;
    if (!receipt) return reply.code(404).send(NOT_FOUND);
    return reply.header("cache-control", "no-store").send(receipt);
  });
}
