// What orders need from a payment provider with a hosted checkout: open a checkout for an order (the
// buyer pays on the provider's own page, so no card detail reaches our pages or server), say what a
// checkout's state is now, expire one, and refund a payment. Fulfilment decides on what `retrieve` answers
// and nothing else: never on a query string, a webhook body or a page the buyer came back from.
//
// Adding a provider:
// 1. Write `payments/<name>.ts` exporting `(app: FastifyInstance, config) => PaymentProvider`. It may
//    register routes on `app` (its page, as the test gateway does).
// 2. Name it in `PAYMENT_PROVIDERS` (providers.ts): `PAYMENT_PROVIDER=<name>` then selects it, and the
//    configuration refuses any name not in that table.
// 3. When it delivers events (webhooks), implement `parseWebhook`: the webhook route verifies and
//    normalizes them through it, and the `payment.event` job acts on them (order-payments.ts).
// 4. Run test/server/domains/orders/ against it.
import type { IncomingHttpHeaders } from "node:http";

export type CheckoutOrder = {
  /** The order's number: the checkout's reference (Stripe's client_reference_id). */
  number: string;
  orderId: number;
  buyerEmail: string;
  /** One per take-off, net of its discount. */
  lines: Array<{ name: string; amountCents: number }>;
  totalCents: number;
  /** Where the provider sends the buyer once paid; `{CHECKOUT_SESSION_ID}` is replaced by the session's id. */
  returnUrl: string;
  /** Where the provider sends a buyer who gives up. */
  cancelUrl: string;
  expiresAt: Date;
};

/** What the provider says of a checkout now. */
export type CheckoutState = {
  sessionId: string;
  status: "open" | "complete" | "expired";
  /** Paid in full: a delayed method (a bank debit) still settling is not paid yet. */
  paid: boolean;
  orderNumber: string | null;
  amountCents: number | null;
  currency: string | null;
  /** No money moved: the test gateway, or test keys. */
  test: boolean;
  payment: { id: string; brand: string; last4: string } | null;
};

/** A completed checkout as reconciliation compares it with its order. */
export type SettledCheckout = CheckoutState & { refundedCents: number; disputed: boolean };

export type RefundOutcome =
  | { ok: true; refundId: string }
  | { ok: false; reason: "disputed" | "not_refundable" | "unavailable"; message: string };

/** A provider's event, normalized; `eventId` keys the job that acts on it, so a redelivery does nothing. */
export type PaymentEvent = { eventId: string } & (
  | { kind: "checkout.settled"; sessionId: string }
  | { kind: "checkout.waiting"; sessionId: string }
  | { kind: "checkout.failed"; sessionId: string }
  | { kind: "payment.refunded"; paymentId: string; refundedCents: number; full: boolean }
  | {
      kind: "payment.disputed";
      paymentId: string;
      disputeId: string;
      reason: string;
      amountCents: number;
      dueBy: string | null;
    }
  | { kind: "ignored"; type: string }
);

/** The job a provider's event becomes (order-payments.ts handles it), keyed `payment.event:<event id>`. */
export const PAYMENT_EVENT_JOB = "payment.event";

/** A webhook whose signature did not verify: the route answers 400 and acts on nothing. */
export class WebhookRejected extends Error {}

export interface PaymentProvider {
  readonly name: "stripe" | "test-gateway";
  /** No card is charged (the test gateway, or Stripe's test keys): checkout says so, orders are test orders. */
  readonly testMode: boolean;
  /** Opens the hosted checkout, once per order number (a retry answers the same session). */
  createCheckout(order: CheckoutOrder): Promise<{ sessionId: string; url: string }>;
  /** Rejects when the provider cannot be reached (the caller retries later). */
  retrieve(sessionId: string): Promise<CheckoutState>;
  /** Open → expired; a checkout already complete or expired is left as it is. */
  expire(sessionId: string): Promise<void>;
  /** Gives back the whole payment; refunding again gives back nothing more and answers the first refund. */
  refund(paymentId: string, idempotencyKey: string): Promise<RefundOutcome>;
  /** Verifies and normalizes a webhook (throws WebhookRejected); providers without webhooks have none. */
  parseWebhook?(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
  /** Completed checkouts created in [since, until), with what was refunded and whether it is disputed. */
  listCompleted(since: Date, until: Date): AsyncIterable<SettledCheckout>;
  /** Where staff see the payment at the provider, if anywhere. */
  dashboardUrl(paymentId: string, test: boolean): string | undefined;
}
