// An order's message thread between the buyer and the firm, as both sides' APIs speak of it
// (/reactapp/orders/:id/messages/ and /reactapp/staff/orders/:id/messages/). A message is text with an
// optional PDF; each side has read the thread up to some message, and the other side's later ones are unread.
import * as v from "valibot";

export const MESSAGE_SIDES = ["customer", "staff"] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** What staff are called in a thread: the customer writes to the firm, not to one employee. */
export const FIRM_AUTHOR = "QTO Solutions";

export type OrderMessage = {
  id: number;
  side: MessageSide;
  /** The buyer's username, or "QTO Solutions" for staff (the customer is not told who at the firm). */
  author: string;
  body: string;
  attachment: { name: string; size: number } | null;
  created_at: string;
};

/** GET …/messages/: the whole thread, oldest first, and how many of the other side's messages are unread. */
export type OrderThread = { order: { id: number; number: string }; messages: OrderMessage[]; unread: number };

export const MESSAGE_ATTACHMENT = {
  maxBytes: 25 * 1024 * 1024,
  tooLarge: "An attachment may be at most 25 MB.",
  wrongKind: "Attach a PDF file only.",
} as const;

export const MessageBodySchema = v.pipe(
  v.string("Write a message."),
  v.trim(),
  v.minLength(1, "Write a message."),
  v.maxLength(10_000, "Keep a message under 10,000 characters."),
);

/** POST …/messages/ as JSON, or multipart with `body` and an optional `attachment` (PDF). */
export const MessageInputSchema = v.object({ body: MessageBodySchema });

/** POST …/messages/read/: the last message the reader has seen. */
export const MessagesReadSchema = v.object({ up_to: v.pipe(v.number(), v.integer(), v.minValue(0)) });
