// The token of an alert e-mail's unsubscribe link: which kind of alert, who it was sent to, and what it
// was about (a project, or a saved search), signed with HMAC-SHA256 (RFC 2104) under ALERTS_SECRET. It
// is the whole proof of an unsubscribe request (RFC 8058 §3: the POST carries no cookies), so one
// altered character makes it worthless. Each kind signs under its own label, so a token of one kind
// never passes for another; a watch-list token keeps the form its first links were sent in.
import { createHmac, timingSafeEqual } from "node:crypto";

/** watch: a starred project's watch-list alerts; search: a saved search; reminder: a project's bid reminders. */
export const UNSUBSCRIBE_KINDS = ["watch", "search", "reminder"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export type SignedUnsubscribe = { kind: UnsubscribeKind; userId: number; subjectId: number };

const signature = (secret: string, kind: UnsubscribeKind, body: string) =>
  createHmac("sha256", secret).update(`${kind}-unsubscribe:${body}`).digest("base64url");

export function signUnsubscribe(secret: string, { kind, userId, subjectId }: SignedUnsubscribe): string {
  const body = `${userId}.${subjectId}`;
  return `${kind === "watch" ? "" : `${kind}.`}${body}.${signature(secret, kind, body)}`;
}

/** What a token says, or undefined when it is malformed or not signed with `secret`. */
export function readUnsubscribe(secret: string, token: string): SignedUnsubscribe | undefined {
  const match = /^(?:(search|reminder)\.)?([1-9]\d{0,9})\.([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, named, userId, subjectId, given] = match as unknown as [string, string | undefined, string, string, string];
  const kind: UnsubscribeKind = named === "search" || named === "reminder" ? named : "watch";
  const expected = Buffer.from(signature(secret, kind, `${userId}.${subjectId}`));
  if (!timingSafeEqual(Buffer.from(given), expected)) return undefined;
  return { kind, userId: Number(userId), subjectId: Number(subjectId) };
}
