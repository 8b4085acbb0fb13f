// A fake Stripe for the test suite. It never ships: it lives under test/, and nothing in server/,
// widgets/ or contract/ may import it.
//
// What it is: a small HTTP server on 127.0.0.1 that answers the few Stripe API endpoints a Checkout
// (hosted page) integration calls, in Stripe's wire format, so the real `stripe` SDK can be pointed at
// it with its `host`, `port` and `protocol` options (`fake.clientOptions`). Objects have the shapes of
// the API version the SDK pins (Stripe.API_VERSION): they are typed by the SDK's own definitions, so
// every field it declares is present (null when the fake does not model it). It serves a hosted
// payment page of its own at `session.url`, and sends webhook events signed with the SDK's
// `webhooks.generateTestHeaderString`, which `stripe.webhooks.constructEvent` verifies.
//
// The API it answers:
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions[/:id[/line_items]],
//   POST /v1/checkout/sessions/:id/expire, GET /v1/payment_intents/:id, GET /v1/charges/:id,
//   POST /v1/refunds, GET /v1/refunds[/:id], GET /v1/disputes/:id
// with `expand[]`, list paging, Idempotency-Key replay, Bearer sk_test_/sk_live_ keys (a key sees its
// own mode's objects; `livemode` follows it) and errors in Stripe's shape and statuses. A parameter it
// does not model is refused (parameter_unknown), never silently ignored.
//
// What tests drive (the buyer, the bank, the Dashboard, the network):
//   pay(id, "card" | "declined_card" | "us_bank_account"), or the page's buttons; settleAsync(id) and
//   failAsync(id) for a bank debit; expire(id); refundFromDashboard(pi); openDispute(pi);
//   deliver(type, object) for any other event; redeliver(eventId); holdWebhooks() and
//   releaseWebhooks("raised" | "reversed") to race or reorder deliveries; webhooksDelivered();
//   `state.failNextRefund = {...}` to make the next refund fail; `state.requests` to see what the
//   product sent, `state.events` and `state.deliveries` what went back.
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import type Stripe from "stripe";
import { rawBodies } from "./api-handler.ts";
import { checkoutRoutes } from "./checkout-routes.ts";
import { parseStripeForm, type Form } from "./form-encoding.ts";
import type { EventObject, EventType } from "./objects/event.ts";
import { pageRoutes } from "./page-routes.ts";
import { paymentRoutes } from "./payment-routes.ts";
import { refundFlow } from "./refund-flow.ts";
import { sessionFlow, type PayWith } from "./session-flow.ts";
import { emptyState, type FakeState, type WebhookTarget } from "./state.ts";
import { invalidRequest, errorPayload } from "./stripe-errors.ts";
import { webhooks } from "./webhooks.ts";

export type FakeStripeOptions = {
  /** Where events go: a URL, or a function that hands them to an app (through `inject`, say). */
  webhookUrl?: WebhookTarget;
  /** The endpoint's signing secret (`whsec_…`), as the Dashboard shows it. */
  webhookSecret: string;
  /** The event types the endpoint subscribes to; all (`*`) unless said. */
  enabledEvents?: string[];
  /** The fake's clock in Unix seconds (objects' `created`, `expires_at` bounds); the real one unless said. */
  clock?: () => number;
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe(options: FakeStripeOptions) {
  const state: FakeState = emptyState(options);
  const app = Fastify({ logger: false, routerOptions: { querystringParser: parseStripeForm } });
  let origin = "";
  const events = webhooks(state);
  const sessions = sessionFlow(state, events, (id) => `${origin}/pay/${id}`);
  const refunds = refundFlow(state, events);

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (request, body, done) => {
    rawBodies.set(request, body as string);
    done(null, parseStripeForm(body as string));
  });
  app.addHook("preHandler", async (request) => {
    const mode = /^Bearer sk_(test|live)_/.exec(request.headers.authorization ?? "")?.[1] as
      "test" | "live" | undefined;
    const header = (name: string) => [request.headers[name]].flat()[0];
    state.requests.push({
      method: request.method,
      path: request.url.split("?")[0]!,
      query: (request.query ?? {}) as Form,
      body: (request.body ?? {}) as Form,
      idempotencyKey: header("idempotency-key"),
      mode,
      stripeVersion: header("stripe-version"),
    });
  });
  app.setNotFoundHandler((request, reply) => {
    const message = `Unrecognized request URL (${request.method}: ${request.url.split("?")[0]}).`;
    return reply.code(404).send(errorPayload(invalidRequest(message, { status: 404 })));
  });
  checkoutRoutes(app, state, sessions);
  paymentRoutes(app, state, refunds);
  pageRoutes(app, state, sessions);

  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    port,
    state,
    /** The SDK's options that reach this fake (add `timeout` or `httpClient` as needed). */
    clientOptions: { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0, telemetry: false } as const,
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(target: WebhookTarget | undefined) {
      state.webhookUrl = target;
    },
    /** The buyer's attempt, as the hosted page's buttons make it; true when the session completed. */
    pay: (sessionId: string, how: PayWith) => sessions.pay(sessionId, how),
    settleAsync: (sessionId: string) => sessions.settleAsync(sessionId),
    failAsync: (sessionId: string) => sessions.failAsync(sessionId),
    /** The session's `expires_at` passes: it expires and `checkout.session.expired` is sent. */
    expire: (sessionId: string) => sessions.expire(sessionId),
    refundFromDashboard: (paymentIntent: string, amount?: number) => refunds.fromDashboard(paymentIntent, amount),
    openDispute: (paymentIntent: string, reason?: string) => refunds.openDispute(paymentIntent, reason),
    /** Raises and sends any event about `object` (built by the test, or taken from `state`). */
    deliver: <T extends EventType>(type: T, object: EventObject<T>): Stripe.Event => events.raise(type, object),
    redeliver: (eventId: string) => events.redeliver(eventId),
    holdWebhooks: () => events.hold(),
    releaseWebhooks: (order?: "raised" | "reversed") => events.release(order),
    /** Sends the held events last first, and resolves once they were delivered. */
    deliverOutOfOrder: () => events.release("reversed"),
    /** Resolves once every event raised so far (and not held) has been delivered or has failed. */
    webhooksDelivered: () => events.idle(),
    close: async () => {
      await events.idle();
      await app.close();
    },
  };
}
