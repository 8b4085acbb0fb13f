// Opening a thread marks it read: once the thread shows the other side's unread messages, the reader's
// side tells the server it has seen up to the last one (a failure only leaves them counted unread).
import { useEffect } from "react";
import type { OrderThread } from "../../../contract/schemas/order-messages.ts";

export function useMarkRead(thread: OrderThread | undefined, markRead: (upTo: number) => Promise<unknown>) {
  const lastId = thread?.messages.at(-1)?.id;
  const unread = thread?.unread ?? 0;
  useEffect(() => {
    if (unread && lastId) void markRead(lastId).catch(() => undefined);
  }, [lastId, unread]);
}
