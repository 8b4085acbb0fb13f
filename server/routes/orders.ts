// POST /reactapp/orders/: a signed-in visitor buys the cart's take-offs. The server prices the lines,
// charges the payment provider's token for that total, and keeps of the card only what the provider
// returned: its charge reference, the brand and the last four digits.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { BILLING_FIELDS, type OrderCreated, OrderSchema } from "../../contract/schemas/orders.ts";
import { parseOr400 } from "../http/validate.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import { quoteCart, unknownProjects } from "../pricing/quote-cart.ts";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const orderNumber = () => `QTO-O-${[...randomBytes(8)].map((b) => ALPHABET[b % 32]).join("")}`;

export async function orderRoutes(app: FastifyInstance, { payments }: { payments: PaymentProvider }) {
  app.post("/reactapp/orders/", { onRequest: app.csrfProtection }, async (request, reply) => {
    const userId = await app.signedInUserId(request);
    if (userId === undefined) return reply.code(403).send({ detail: "Authentication credentials were not provided." });
    const input = parseOr400(OrderSchema, request.body, reply);
    if (!input) return reply;
    const quote = await quoteCart(app.db, input.lines);
    if ("unknown" in quote) return reply.code(400).send(unknownProjects(quote.unknown));
    if (!quote.lines.length) return reply.code(400).send({ lines: ["Your cart is empty."] });

    const number = orderNumber();
    const charge = await payments.charge(input.payment_token, Math.round(quote.total * 100), `QTO Solutions ${number}`);
    if (!charge.ok) {
      request.log.info({ userId, code: charge.code }, "payment refused");
      return reply.code(402).send({ detail: charge.message, code: charge.code });
    }
    await app.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("orders")
        .values({
          number,
          user_id: userId,
          total: quote.total,
          billing: JSON.stringify(Object.fromEntries(BILLING_FIELDS.map((field) => [field, input[field]]))),
          payment_reference: charge.reference,
          card_brand: charge.brand,
          card_last4: charge.last4,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("order_lines")
        .values(
          quote.lines.map((line) => ({
            order_id: Number(id),
            project_id: line.project_id,
            project_name: line.project_name,
            size: line.size,
            price: line.price,
            discount: line.discount,
          })),
        )
        .execute();
    });
    request.log.info({ userId, order: number }, "order placed");
    const created: OrderCreated = { number, total: quote.total, card: { brand: charge.brand, last4: charge.last4 } };
    return reply.code(201).send(created);
  });
}
