// GET /reactapp/payments/: whether the checkout should say that no card is charged.
// POST /reactapp/payments/webhook/: the payment provider's events (the endpoint to give Stripe). The body
// is kept raw, in a context of its own, because the signature is over the exact bytes sent
// (https://docs.stripe.com/webhooks#verify-official-libraries); a bad or missing signature is a 400 and
// logged as a security event. A verified event becomes a job keyed by its id and the answer is 200 at
// once: the provider delivers at least once, and a job key is written once, so a redelivery does nothing.
import type { FastifyInstance } from "fastify";
import type { PaymentConfig } from "../../../../contract/schemas/orders.ts";
import { PAYMENT_EVENT_JOB, type PaymentProvider, WebhookRejected } from "../payments/provider.ts";

/** Stripe's events are a few kilobytes; a checkout.session with every field is under 20. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentProvider }) {
  app.get("/reactapp/payments/", async () => {
    const config: PaymentConfig = { test_mode: payments.testMode };
    return config;
  });

  const { parseWebhook } = payments;
  if (!parseWebhook) return;
  await app.register(async (webhook) => {
    // Content-type parsers are encapsulated: this context alone reads JSON as the bytes it came as.
    webhook.removeContentTypeParser("application/json");
    webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    webhook.post("/reactapp/payments/webhook/", { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      let event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new WebhookRejected("the body is not JSON");
        event = parseWebhook(request.body, request.headers);
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn(
          { event: "webhook refused", why: error.message, route: request.routeOptions.url, ip: request.ip },
          "security event: webhook refused",
        );
        return reply.code(400).send({ detail: "The webhook's signature does not verify." });
      }
      await app.jobs.enqueue(app.db, PAYMENT_EVENT_JOB, event, { key: `${PAYMENT_EVENT_JOB}:${event.eventId}` });
      return { received: true };
    });
  });
}
