// The events the firm's systems can subscribe to (webhooks): each names what happened to what.
// The console's event picker lists this. The order events carry `id` and `number`; order.status_changed
// also `from` and `to`, order.delivered the number of `files`, order.refunded the `refund_reference`
// and its `source` (console or provider), order.disputed the `reason` and `due_by`.
// The project events carry `project_id`; project.updated also `changes: [{ field, before, after }]`, project.document_added
// `document_id`, `kind` (specs, plans, qtos, addendums, videos) and `name`, project.closed the bid results.
export const EVENT_TYPES = [
  "lead.created",
  "lead.status_changed",
  "order.placed",
  "order.status_changed",
  "order.delivered",
  "order.refunded",
  "order.disputed",
  "project.published",
  "project.updated",
  "project.unpublished",
  "project.closed",
  "project.document_added",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
