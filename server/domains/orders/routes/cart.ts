// POST /reactapp/cart/quote/: prices the cart's lines from the catalogue; the client's figures are ignored.
import type { FastifyInstance } from "fastify";
import { CartQuoteSchema } from "../../../../contract/schemas/cart.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { unknownProjects } from "../quote-cart.ts";

export async function cartRoutes(app: FastifyInstance) {
  app.post("/reactapp/cart/quote/", async (request, reply) => {
    const input = parseOr400(CartQuoteSchema, request.body, reply);
    if (!input) return reply;
    const quote = await app.cart.quote(input.lines);
    if ("unknown" in quote) return reply.code(400).send(unknownProjects(quote.unknown));
    return quote;
  });
}
