// The token of a watch-list alert's unsubscribe link: who it was sent to and for which project, signed
// with HMAC-SHA256 (RFC 2104) under ALERTS_SECRET. It is the whole proof of an unsubscribe request
// (RFC 8058 §3: the POST carries no cookies), so one altered digit makes it worthless.
import { createHmac, timingSafeEqual } from "node:crypto";

export type UnsubscribeClaim = { userId: number; projectId: number };

const signature = (secret: string, body: string) =>
  createHmac("sha256", secret).update(`watch-unsubscribe:${body}`).digest("base64url");

export function unsubscribeToken(secret: string, { userId, projectId }: UnsubscribeClaim): string {
  const body = `${userId}.${projectId}`;
  return `${body}.${signature(secret, body)}`;
}

/** The claim a token carries, or undefined when it is malformed or not signed with `secret`. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, userId, projectId, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, `${userId}.${projectId}`));
  if (!timingSafeEqual(Buffer.from(given), expected)) return undefined;
  return { userId: Number(userId), projectId: Number(projectId) };
}
