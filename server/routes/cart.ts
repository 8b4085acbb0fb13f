// POST /reactapp/cart/quote/: prices the cart's lines from the catalogue; the client's figures are ignored.
import type { FastifyInstance } from "fastify";
import { CartQuoteSchema } from "../../contract/schemas/cart.ts";
import { parseOr400 } from "../http/validate.ts";
import { priceCart, SIZE_PRICES } from "../pricing/cart-pricing.ts";

export async function cartRoutes(app: FastifyInstance) {
  app.post("/reactapp/cart/quote/", async (request, reply) => {
    const input = parseOr400(CartQuoteSchema, request.body, reply);
    if (!input) return reply;
    // One line per project: a project bought twice is one take-off.
    const lines = [...new Map(input.lines.map((line) => [line.project_id, line])).values()];
    const projects = lines.length
      ? await app.db
          .selectFrom("projects")
          .select(["id", "name", "bid_amount"])
          .where(
            "id",
            "in",
            lines.map((line) => line.project_id),
          )
          .execute()
      : [];
    const byId = new Map(projects.map((p) => [Number(p.id), p]));
    const missing = lines.filter((line) => !byId.has(line.project_id));
    if (missing.length) {
      return reply
        .code(400)
        .send({ lines: [`Unknown project: ${missing.map((line) => line.project_id).join(", ")}.`] });
    }
    return priceCart(
      lines.map((line) => {
        const project = byId.get(line.project_id)!;
        return {
          project_id: line.project_id,
          project_name: project.name,
          bid_amount: Number(project.bid_amount),
          // The schema admits only the sizes of takeoff-sizes.json, and each has a price (see its test).
          size: line.size as keyof typeof SIZE_PRICES,
        };
      }),
    );
  });
}
