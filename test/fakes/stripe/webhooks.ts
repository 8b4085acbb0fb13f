// Raising events and delivering them to the webhook endpoint, signed as Stripe signs them: the SDK's
// own `webhooks.generateTestHeaderString` makes the `Stripe-Signature` header over the exact payload.
// Deliveries go out one at a time in the order raised, unless a test holds them (to race a webhook
// against the buyer's return) and releases them, in order or reversed (Stripe promises no order:
// https://docs.stripe.com/webhooks#event-ordering). A failed delivery is recorded, not retried: a test
// that wants Stripe's retry calls `redeliver`.
import Stripe from "stripe";
import { event, type EventCause, type EventObject, type EventType } from "./objects/event.ts";
import type { FakeState } from "./state.ts";

export type Webhooks = ReturnType<typeof webhooks>;

export function webhooks(state: FakeState) {
  let held: Stripe.Event[] | undefined;
  let queue: Promise<void> = Promise.resolve();

  const subscribed = (type: string) => state.enabledEvents.includes("*") || state.enabledEvents.includes(type);

  async function send(raised: Stripe.Event): Promise<void> {
    const target = state.webhookUrl;
    if (!target) return;
    const payload = JSON.stringify(raised, null, 2);
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: state.webhookSecret }),
    };
    let status: number | "unreachable";
    try {
      status =
        typeof target === "string"
          ? (await fetch(target, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(10_000) }))
              .status
          : await target({ payload, headers });
    } catch {
      status = "unreachable";
    }
    state.deliveries.push({ eventId: raised.id, type: raised.type, status });
    if (typeof status === "number" && status >= 200 && status < 300) raised.pending_webhooks = 0;
  }

  function enqueue(raised: Stripe.Event): void {
    if (held) held.push(raised);
    else queue = queue.then(() => send(raised));
  }

  async function idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = queue;
      await seen;
    } while (seen !== queue);
  }

  return {
    /** Raises an event about `object` (copied as it stands now) and sends it if the endpoint subscribes. */
    raise<T extends EventType>(
      type: T,
      object: EventObject<T>,
      extra: { request?: EventCause; previousAttributes?: Record<string, unknown> } = {},
    ): Extract<Stripe.Event, { type: T }> {
      const raised = event({ type, object, created: state.clock(), ...extra });
      const delivered = Boolean(state.webhookUrl) && subscribed(type);
      raised.pending_webhooks = delivered ? 1 : 0;
      state.events.push(raised);
      if (delivered) enqueue(raised);
      return raised;
    },

    /** Sends an event raised before once more, with a fresh signature: Stripe delivers at least once. */
    redeliver(eventId: string): void {
      const raised = state.events.find((candidate) => candidate.id === eventId);
      if (!raised) throw new Error(`The fake Stripe raised no event ${eventId}.`);
      enqueue(raised);
    },

    /** Keeps events from now on until `release`. */
    hold(): void {
      held ??= [];
    },

    /** Sends the held events, in the order raised or reversed, and resolves once all were delivered. */
    release(order: "raised" | "reversed" = "raised"): Promise<void> {
      const pending = held ?? [];
      held = undefined;
      for (const raised of order === "reversed" ? pending.reverse() : pending) enqueue(raised);
      return idle();
    },

    /** Resolves once every event not held has been delivered (or failed to be). */
    idle,
  };
}
