// A watch-list alert's unsubscribe token: the alerts' signed token (server/features/alert-unsubscribe/)
// of kind "watch", naming the user and the starred project the e-mail was about.
import { readUnsubscribe, signUnsubscribe } from "../alert-unsubscribe/unsubscribe-token.ts";

export type UnsubscribeClaim = { userId: number; projectId: number };

export const unsubscribeToken = (secret: string, { userId, projectId }: UnsubscribeClaim): string =>
  signUnsubscribe(secret, { kind: "watch", userId, subjectId: projectId });

/** The claim a watch-list token carries, or undefined when it is malformed, of another kind or not ours. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const claim = readUnsubscribe(secret, token);
  return claim?.kind === "watch" ? { userId: claim.userId, projectId: claim.subjectId } : undefined;
}
