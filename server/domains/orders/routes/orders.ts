// POST /reactapp/orders/: a signed-in visitor buys the cart's take-offs. The server prices the lines,
// charges the payment provider's token for that total, and keeps of the card only what the provider
// returned: its charge reference, the brand and the last four digits. The order is stored with the job
// that announces it to the sales team and its `order.placed` event, so the buyer's 201 waits for neither.
//
// Nobody pays twice, and nobody pays for nothing: an Idempotency-Key (kept per buyer, in the table and
// the way leads keep theirs) makes a retry of a placed order answer its first 201 without charging, and
// a reuse of the key with another body a 422; a total that changed since the visitor saw it
// (`expected_total`) is a 409 before any charge; and a charge whose order could not be stored, or that
// lost the race to a concurrent request with the same key, is refunded.
import type { FastifyInstance } from "fastify";
import { dollarsToCents, formatUsd } from "../../../../contract/money.ts";
import { newReference } from "../../../../contract/references.ts";
import {
  BILLING_FIELDS,
  type OrderCreated,
  OrderSchema,
  type TotalChanged,
} from "../../../../contract/schemas/orders.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { Idempotency } from "../../../infra/db/idempotency-records.ts";
import { announcement } from "../../../infra/mail/announcer.ts";
import { unknownProjects } from "../quote-cart.ts";
import type { NewOrder } from "../orders-repository.ts";
import { bodyFingerprint, idempotencyKeyOr400 } from "../../../infra/http/idempotency-key.ts";

/**
 * Where a buyer's order keys are kept: lead keys are stored under the lead's path, which starts with
 * "/", so the two never meet; and the buyer's id makes another buyer's key a different record.
 */
const orderKey = (userId: number, key: string, body: unknown): Idempotency => ({
  endpoint: `orders:user:${userId}`,
  key,
  fingerprint: bodyFingerprint(orderWithoutToken(body)),
});

/**
 * The order a body asks for, without its payment token: a retry of one order comes with a fresh token
 * (the checkout asks the card fields again), so the token is no part of what makes two orders differ.
 */
function orderWithoutToken(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== "payment_token"));
}

export async function ordersRoutes(app: FastifyInstance) {
  const { orders, payments } = app;
  const signedInWithCsrf = { onRequest: app.csrfProtection, preHandler: app.requireUser };
  app.post("/reactapp/orders/", signedInWithCsrf, async (request, reply) => {
    const { userId } = request;
    const key = idempotencyKeyOr400(request, reply);
    if (key === null) return reply;
    const idempotency = key ? orderKey(userId, key, request.body) : undefined;
    // Only a placed order leaves a record: after a refused card, or while the first request is still
    // being processed, the retry is processed as a new order.
    const earlier = idempotency && (await orders.replay(idempotency));
    if (earlier) return reply.code(earlier.statusCode).send(earlier.body);

    const input = parseOr400(OrderSchema, request.body, reply);
    if (!input) return reply;
    const quote = await app.cart.quote(input.lines);
    if ("unknown" in quote) return reply.code(400).send(unknownProjects(quote.unknown));
    if (!quote.lines.length) return reply.code(400).send({ lines: ["Your cart is empty."] });
    if (input.expected_total !== undefined && dollarsToCents(input.expected_total) !== dollarsToCents(quote.total)) {
      const changed: TotalChanged = {
        detail: `The total changed to ${formatUsd(quote.total)} since you saw it. Check your order, then pay.`,
        total: quote.total,
      };
      return reply.code(409).send(changed);
    }

    const number = newReference("order");
    const charge = await payments.charge(input.payment_token, dollarsToCents(quote.total), `QTO Solutions ${number}`);
    if (!charge.ok) {
      request.log.info({ userId, code: charge.code }, "payment refused");
      return reply.code(402).send({ detail: charge.message, code: charge.code });
    }
    /** Gives the charge back; a refund that fails is logged for the sales team to make by hand. */
    const refund = async (why: string) => {
      const context = { userId, order: number, reference: charge.reference };
      try {
        await payments.refund(charge.reference);
        request.log.warn(context, `${why}; its charge was refunded`);
      } catch (error) {
        request.log.error({ ...context, err: error }, `${why}; its charge could NOT be refunded: refund it by hand`);
      }
    };

    let stored;
    try {
      stored = await orders.create(
        {
          number,
          userId,
          lines: quote.lines,
          total: quote.total,
          billing: Object.fromEntries(BILLING_FIELDS.map((field) => [field, input[field]])) as NewOrder["billing"],
          charge,
        },
        idempotency,
        async (trx, { id, created_at }) => {
          await app.jobs.enqueue(trx, ...announcement("order", id));
          await app.events.emit(trx, "order.placed", {
            id,
            number,
            created_at,
            total: quote.total,
            lines: quote.lines,
            test: charge.test,
          });
        },
      );
    } catch (error) {
      // Nothing was stored: the visitor gets their money back and the error handler's 500.
      await refund("order could not be stored");
      throw error;
    }
    if (stored.replayed) {
      // A concurrent request with the same key placed the order first: this one answers as it did.
      await refund("order already placed with this Idempotency-Key");
      return reply.code(201).send(stored.created);
    }
    request.log.info({ userId, order: number }, "order placed");
    const created: OrderCreated = stored.created;
    return reply.code(201).send(created);
  });
}
