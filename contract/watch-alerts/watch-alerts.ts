// Watch-list alerts: which changes to a starred project are worth an e-mail (those a bidder must act on,
// as ConstructConnect and PlanHub alert on), and the one-click unsubscribe (RFC 8058) its e-mails carry.
import * as v from "valibot";

/** The project fields whose change e-mails the project's watchers, with the words the e-mail uses. */
export const WATCHED_FIELDS = {
  bid_date: "Bid date",
  bid_time: "Bid time",
  time_zone: "Time zone",
  bid_location: "Bid location",
} as const;
export type WatchedField = keyof typeof WATCHED_FIELDS;

export const isWatchedField = (field: unknown): field is WatchedField =>
  typeof field === "string" && Object.hasOwn(WATCHED_FIELDS, field);

/** Where the e-mails' unsubscribe link points: GET shows a confirming page, POST unsubscribes. */
export const UNSUBSCRIBE_PATH = "/reactapp/watch/unsubscribe/";

export const UnsubscribeQuerySchema = v.object({
  token: v.pipe(v.string(), v.maxLength(200)),
});

/** RFC 8058 §3.1: a one-click unsubscribe is a POST whose body is exactly this field. */
export const OneClickBodySchema = v.object({
  "List-Unsubscribe": v.literal("One-Click"),
});
