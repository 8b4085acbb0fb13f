// POST /reactapp/orders/: a signed-in visitor buys the cart's take-offs. The server prices the lines,
// charges the payment provider's token for that total, and keeps of the card only what the provider
// returned: its charge reference, the brand and the last four digits. The sales team hears of each
// order from the order notifier, which does not hold up the buyer's 201.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { BILLING_FIELDS, type OrderCreated, OrderSchema } from "../../contract/schemas/orders.ts";
import { parseOr400 } from "../http/validate.ts";
import type { OrderNotifier } from "../notify/order-notifier.ts";
import type { PaymentProvider } from "../payments/provider.ts";
import { quoteCart, unknownProjects } from "../pricing/quote-cart.ts";
import { type NewOrder, ordersRepository } from "../repositories/orders.ts";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const orderNumber = () => `QTO-O-${[...randomBytes(8)].map((b) => ALPHABET[b % 32]).join("")}`;

export async function orderRoutes(
  app: FastifyInstance,
  { payments, notifier }: { payments: PaymentProvider; notifier: OrderNotifier },
) {
  const orders = ordersRepository(app.db);
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
    const orderId = await orders.create({
      number,
      userId,
      lines: quote.lines,
      total: quote.total,
      billing: Object.fromEntries(BILLING_FIELDS.map((field) => [field, input[field]])) as NewOrder["billing"],
      charge,
    });
    request.log.info({ userId, order: number }, "order placed");
    notifier.announce(orderId);
    const created: OrderCreated = { number, total: quote.total, card: { brand: charge.brand, last4: charge.last4 } };
    return reply.code(201).send(created);
  });
}
