// GET /reactapp/account/orders/ (the signed-in customer's orders) and /reactapp/account/orders/:number/
// (one receipt). Another customer's order answers the same 404 as an order that does not exist.
// GET /reactapp/account/purchased/: the ids of the projects the customer bought, for the board's and
// the detail's "Purchased" in place of Add to Cart.
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import type { PurchasedProjects } from "../../../../contract/account/account.ts";

const NumberParams = v.object({ number: v.pipe(v.string(), v.maxLength(40)) });
const NOT_FOUND = { detail: "Not found." };

export async function billingRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: app.requireUser };

  app.get("/reactapp/account/orders/", signedIn, async (request, reply) =>
    reply.header("cache-control", "no-store").send({ results: await app.billing.list(request.userId) }),
  );

  // Only ever the caller's own. Signed out (a remembered session that expired) is an empty list with a 200,
  // as /reactapp/session/ answers: a 403 would show in the browser's console on every board.
  app.get("/reactapp/account/purchased/", async (request, reply) => {
    const userId = await app.signedInUserId(request);
    const purchased: PurchasedProjects = {
      ids: userId === undefined ? [] : await app.billing.purchasedProjectIds(userId),
    };
    return reply.header("cache-control", "no-store").send(purchased);
  });

  app.get("/reactapp/account/orders/:number/", signedIn, async (request, reply) => {
    const params = v.safeParse(NumberParams, request.params);
    const receipt = params.success ? await app.billing.receipt(request.userId, params.output.number) : undefined;
    if (!receipt) return reply.code(404).send(NOT_FOUND);
    return reply.header("cache-control", "no-store").send(receipt);
  });
}
