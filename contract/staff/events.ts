// The events the firm's systems can subscribe to (webhooks): each names what happened to what.
// Later issues add the order events here; the console's event picker lists this. The project events carry
// `project_id`; project.updated also `changes: [{ field, before, after }]`, project.document_added
// `document_id` and `kind` (specs, plans, qtos, addendums, videos), project.closed the bid results.
export const EVENT_TYPES = [
  "lead.created",
  "lead.status_changed",
  "order.placed",
  "project.published",
  "project.updated",
  "project.unpublished",
  "project.closed",
  "project.document_added",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
