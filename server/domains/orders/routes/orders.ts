// POST /reactapp/orders/: a signed-in visitor buys the cart's take-offs. The server prices the lines,
// stores the order awaiting payment, opens the payment provider's hosted checkout for that total, and
// answers where it is: the buyer pays there, and no card detail reaches our pages or server. The order is
// placed (announced, its `order.placed` event written) only when the provider says it is paid
// (order-payments.ts), on the buyer's return here or on the provider's event, whichever comes first.
//
// Nobody pays twice, and nobody pays for nothing: an Idempotency-Key (kept per buyer, in the table and
// the way leads keep theirs) makes a retry answer its first 201 and the same checkout, and a reuse of the
// key with another body a 422; a total that changed since the visitor saw it (`expected_total`) is a 409
// before any checkout; and a checkout that lost the race to a concurrent request with the same key is
// expired, its order given up.
//
// GET /reactapp/orders/return/?session_id=… is where the provider sends the buyer once paid: it settles
// the order on what the provider's API says, then sends the buyer to the checkout page's order view.
// GET /reactapp/orders/:number/not-paid/ is where it sends a buyer who gave up: it changes nothing (a GET
// never does), and the checkout page says nothing was charged, the cart unchanged.
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { dollarsToCents, formatUsd } from "../../../../contract/money.ts";
import { newReference } from "../../../../contract/references.ts";
import {
  BILLING_FIELDS,
  CHECKOUT_UNAVAILABLE,
  type OrderCreated,
  OrderSchema,
  type TotalChanged,
} from "../../../../contract/schemas/orders.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { Idempotency } from "../../../infra/db/idempotency-records.ts";
import { unknownProjects } from "../quote-cart.ts";
import type { NewOrder } from "../orders-repository.ts";
import type { OrderPayments } from "../order-payments.ts";
import { bodyFingerprint, idempotencyKeyOr400 } from "../../../infra/http/idempotency-key.ts";

/** How long the buyer has on the provider's page (Stripe allows 30 minutes to 24 hours). */
const CHECKOUT_TTL_MS = 60 * 60_000;

/**
 * Where a buyer's order keys are kept: lead keys are stored under the lead's path, which starts with
 * "/", so the two never meet; and the buyer's id makes another buyer's key a different record.
 */
const orderKey = (userId: number, key: string, body: unknown): Idempotency => ({
  endpoint: `orders:user:${userId}`,
  key,
  fingerprint: bodyFingerprint(body),
});

/** A checkout id as the providers make them; anything else is refused before the provider is asked. */
const ReturnQuery = v.object({ session_id: v.pipe(v.string(), v.regex(/^(cs_(test|live)_|tgs_)[A-Za-z0-9]{1,200}$/)) });
const NotPaidParams = v.object({ number: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/)) });

export async function ordersRoutes(
  app: FastifyInstance,
  { siteUrl, settlement }: { siteUrl: string; settlement: OrderPayments },
) {
  const { orders, payments } = app;
  const signedInWithCsrf = { onRequest: app.csrfProtection, preHandler: app.requireUser };
  app.post("/reactapp/orders/", signedInWithCsrf, async (request, reply) => {
    const { userId } = request;
    const key = idempotencyKeyOr400(request, reply);
    if (key === null) return reply;
    const idempotency = key ? orderKey(userId, key, request.body) : undefined;
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
    const id = await orders.create({
      number,
      userId,
      lines: quote.lines,
      total: quote.total,
      billing: Object.fromEntries(BILLING_FIELDS.map((field) => [field, input[field]])) as NewOrder["billing"],
      provider: payments.name,
      test: payments.testMode,
    });
    const buyer = await app.db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
    const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS);
    let checkout;
    try {
      checkout = await payments.createCheckout({
        number,
        orderId: id,
        buyerEmail: buyer.email,
        lines: quote.lines.map((line) => ({
          name: `${line.project_name} (${line.size} take-off)`,
          amountCents: dollarsToCents(line.price - line.discount),
        })),
        totalCents: dollarsToCents(quote.total),
        returnUrl: `${siteUrl}/reactapp/orders/return/?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${siteUrl}/reactapp/orders/${number}/not-paid/`,
        expiresAt,
      });
    } catch (error) {
      request.log.error({ err: error, order: number }, "the payment page could not be opened");
      await orders.giveUp(id);
      return reply.code(502).send(CHECKOUT_UNAVAILABLE);
    }
    const created: OrderCreated = { number, total: quote.total, checkout_url: checkout.url, test: payments.testMode };
    const stored = await orders.attachCheckout(id, { sessionId: checkout.sessionId, expiresAt }, created, idempotency);
    if (stored.replayed) {
      // A concurrent request with the same key got there first: this one answers as it did.
      await payments.expire(checkout.sessionId);
      await orders.giveUp(id, checkout.sessionId);
      return reply.code(201).send(stored.created);
    }
    request.log.info({ userId, order: number }, "order awaiting payment");
    return reply.code(201).send(created);
  });

  app.get(
    "/reactapp/orders/return/",
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const query = v.safeParse(ReturnQuery, request.query);
      // An unknown checkout is refused before the provider is asked: the route amplifies nothing.
      const order = query.success ? await settlement.bySession(query.output.session_id) : undefined;
      if (!query.success || !order) return reply.code(404).send({ detail: "No order has this payment." });
      await settlement.settle(query.output.session_id);
      return reply.redirect(`${siteUrl}/CheckOut/?order=${encodeURIComponent(order.number)}`, 303);
    },
  );

  app.get("/reactapp/orders/:number/not-paid/", async (request, reply) => {
    const params = v.safeParse(NotPaidParams, request.params);
    if (!params.success) return reply.code(404).send({ detail: "No order has this number." });
    return reply.redirect(`${siteUrl}/CheckOut/?not_paid=${encodeURIComponent(params.output.number)}`, 303);
  });
}
