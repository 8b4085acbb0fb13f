// Webhooks as the console and the admin API speak of them (/reactapp/staff/webhooks/): an endpoint the
// firm's systems listen on, the events it takes, and the log of what was delivered to it.
import * as v from "valibot";
import { EVENT_TYPES, type EventType } from "./events.ts";

/** What each event means, as the console's event picker says it. */
export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "lead.created": "A visitor sends a lead: contact, quote, sample request or blog reply.",
  "lead.status_changed": "The sales team moves a lead to another status.",
  "order.placed": "A buyer pays for take-offs.",
  "order.status_changed": "Staff move an order to another status (from and to).",
  "order.delivered": "Staff deliver an order's take-off files to the buyer.",
  "order.refunded": "An order's payment is refunded, from the console or the provider (the refund reference).",
  "order.disputed": "The buyer disputes an order's payment with their bank (the reason, the date to answer by).",
  "project.published": "Staff publish a project on the board.",
  "project.updated": "Staff change a published project (the changed fields, before and after).",
  "project.unpublished": "Staff withdraw a project from the board.",
  "project.closed": "Staff close a project with its bid results.",
  "project.document_added": "Staff add a document (spec, plan, QTO, addendum or video) to a project.",
};

/** The event a "Send test event" delivers; no domain event has this type. */
export const TEST_EVENT_TYPE = "webhook.test";

export const DELIVERY_STATES = ["pending", "succeeded", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export type WebhookEndpoint = {
  id: number;
  url: string;
  description: string;
  events: EventType[];
  /**
   * The signing secret, `whsec_` + base64 (Standard Webhooks). Shown to admins whenever they look: the
   * server must keep it readable to sign, and an admin can rotate it anyway, so hiding it after the
   * first view would protect nothing and leave a receiver unconfigurable without a rotation.
   */
  secret: string;
  enabled: boolean;
  disabled_at: string | null;
  disabled_reason: string | null;
  /** When the current run of failed deliveries began; null while deliveries succeed. */
  failing_since: string | null;
  created_at: string;
};

/** One try at a delivery: when, what the receiver answered (or the error), how long it took. */
export type DeliveryAttempt = {
  at: string;
  status: number | null;
  error: string | null;
  duration_ms: number;
  /** The first 200 characters of the receiver's answer, no more. */
  excerpt: string;
};

export type WebhookDelivery = {
  id: number;
  event_id: string;
  event_type: string;
  state: DeliveryState;
  created_at: string;
  attempts: DeliveryAttempt[];
};

export type DeliveryPage = { deliveries: WebhookDelivery[]; total: number; page: number; pages: number };

const url = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("Enter the URL that receives the events."),
  v.maxLength(2000, "Use a URL of at most 2,000 characters."),
  v.url("Enter an absolute URL, for example https://crm.example.com/hooks/qto."),
  v.regex(/^https?:\/\//i, "Use an http:// or https:// URL."),
);
const events = v.pipe(
  v.array(v.picklist(EVENT_TYPES, "Choose events from the list.")),
  v.minLength(1, "Choose at least one event."),
  v.transform((chosen) => [...new Set(chosen)]),
);
const description = v.pipe(v.string(), v.trim(), v.maxLength(200, "Use at most 200 characters."));

export const EndpointInput = v.strictObject({ url, events, description: v.optional(description, "") });
export type EndpointInput = v.InferInput<typeof EndpointInput>;

export const EndpointChange = v.pipe(
  v.strictObject({
    url: v.optional(url),
    events: v.optional(events),
    description: v.optional(description),
    enabled: v.optional(v.boolean()),
  }),
  v.check((change) => Object.values(change).some((value) => value !== undefined), "Change at least one field."),
);
export type EndpointChange = v.InferInput<typeof EndpointChange>;
