// The events the firm's systems can subscribe to (webhooks): each names what happened to what.
// Later issues add the order events here; the console's event picker lists this.
export const EVENT_TYPES = ["lead.created", "lead.status_changed", "order.placed"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
