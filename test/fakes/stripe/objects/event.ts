// An Event as Stripe renders it for a webhook (https://docs.stripe.com/api/events/object): the object
// as it stood when the event happened, rendered at the SDK's pinned API version, and the request that
// caused it (none for what happens on the hosted page or by the clock).
import Stripe from "stripe";
import { newId } from "../ids.ts";

/** An event type and the object its `data.object` holds, per the SDK's union. */
export type EventType = Stripe.Event["type"];
export type EventObject<T extends EventType> = Extract<Stripe.Event, { type: T }>["data"]["object"];

export type EventCause = { id: string | null; idempotency_key: string | null } | null;

export function event<T extends EventType>(input: {
  type: T;
  object: EventObject<T>;
  created: number;
  request?: EventCause;
  previousAttributes?: Record<string, unknown>;
}): Extract<Stripe.Event, { type: T }> {
  const { livemode } = input.object as { livemode?: boolean };
  return {
    id: newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: input.created,
    data: {
      object: structuredClone(input.object),
      ...(input.previousAttributes && { previous_attributes: input.previousAttributes }),
    },
    livemode: livemode ?? false,
    pending_webhooks: 0,
    request: input.request ?? { id: null, idempotency_key: null },
    type: input.type,
  } as unknown as Extract<Stripe.Event, { type: T }>;
}
