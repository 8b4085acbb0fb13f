// What the fake Stripe holds: its objects by id (in creation order, which its lists walk newest first),
// the requests it received, the events it raised and their deliveries, and the switches tests set.
// Objects are kept unexpanded (every reference an id), as Stripe stores them; answers are copies.
import type Stripe from "stripe";
import type { Form } from "./form-encoding.ts";
import type { WireLineItem } from "./objects/line-items.ts";
import type { IntentData } from "./objects/payment-intent.ts";
import { noSuch, type StripeErrorBody } from "./stripe-errors.ts";

/** One request as the fake received it, for tests to assert what the product sent. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: Form;
  /** The decoded form body (empty for a GET). */
  body: Form;
  idempotencyKey: string | undefined;
  /** The secret key's mode, when it sent one. */
  mode: "test" | "live" | undefined;
  stripeVersion: string | undefined;
};

/** One attempt to deliver an event to the webhook endpoint. */
export type Delivery = { eventId: string; type: string; status: number | "unreachable" };

export type RefundFailure = Partial<StripeErrorBody> & { status?: number };

/** What an Idempotency-Key saved: the request it came with and the first answer. */
export type SavedAnswer = {
  method: string;
  path: string;
  body: string;
  status?: number;
  payload?: string;
  requestId?: string;
};

export type FakeState = {
  sessions: Map<string, Stripe.Checkout.Session>;
  /** Each session's lines, by session id. */
  lineItems: Map<string, WireLineItem[]>;
  /** What each session's `payment_intent_data` asked of the PaymentIntent it will create. */
  intentData: Map<string, IntentData>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  charges: Map<string, Stripe.Charge>;
  paymentMethods: Map<string, Stripe.PaymentMethod>;
  refunds: Map<string, Stripe.Refund>;
  disputes: Map<string, Stripe.Dispute>;
  requests: RecordedRequest[];
  events: Stripe.Event[];
  deliveries: Delivery[];
  idempotency: Map<string, SavedAnswer>;
  /** Where events are sent: a URL, a function (to reach an app through `inject`), or nowhere. */
  webhookUrl: WebhookTarget | undefined;
  webhookSecret: string;
  /** The event types the endpoint subscribes to; `*` is all of them, as in the Dashboard. */
  enabledEvents: string[];
  /** Set it, and the next POST /v1/refunds fails with this error (then it clears itself). */
  failNextRefund: RefundFailure | undefined;
  /** The fake's clock, in Unix seconds: `created`, `expires_at` bounds and list filters read it. */
  clock: () => number;
};

export type WebhookTarget =
  string | ((delivery: { payload: string; headers: Record<string, string> }) => Promise<number>);

export function emptyState(options: {
  webhookUrl?: WebhookTarget;
  webhookSecret: string;
  enabledEvents?: string[];
  clock?: () => number;
}): FakeState {
  return {
    sessions: new Map(),
    lineItems: new Map(),
    intentData: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    paymentMethods: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    requests: [],
    events: [],
    deliveries: [],
    idempotency: new Map(),
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    enabledEvents: options.enabledEvents ?? ["*"],
    failNextRefund: undefined,
    clock: options.clock ?? (() => Math.floor(Date.now() / 1000)),
  };
}

/** The object with this id, whatever its kind (for expansion). */
export function findObject(state: FakeState, id: string): { object: string } | undefined {
  for (const store of [
    state.sessions,
    state.paymentIntents,
    state.charges,
    state.paymentMethods,
    state.refunds,
    state.disputes,
  ] as Array<Map<string, { object: string }>>) {
    const found = store.get(id);
    if (found) return found;
  }
  return undefined;
}

/** A deep copy, so an answer or an event keeps the object as it was when sent. */
export const snapshot = <T>(value: T): T => structuredClone(value);

/**
 * The object `id` in `store`, seen with a key of the given mode: an object of the other mode is as
 * missing as an unknown one, and Stripe's message says so. `param` names the parameter that carried
 * the id (a 400), or none when it was in the path (a 404).
 */
export function owned<T>(store: Map<string, T>, kind: string, id: string, livemode: boolean, param?: string): T {
  const found = store.get(id);
  if (found && modeOf(found) === livemode) return found;
  const otherMode = found ? (modeOf(found) ? "live" : "test") : undefined;
  throw noSuch(kind, id, { param, status: param ? 400 : 404, otherMode });
}

/** An object's mode: its `livemode`, or for a refund (which has none) its charge's, kept alongside. */
const modeOf = (object: unknown) =>
  Boolean((object as { livemode?: boolean }).livemode ?? refundModes.get(object as object));

/** Refunds have no `livemode` field in the API: the fake remembers the mode each was made in. */
export const refundModes = new WeakMap<object, boolean>();
