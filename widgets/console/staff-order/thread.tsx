// The order's message thread with the customer, oldest first, and a reply box (text and an optional
// PDF). Opening it marks the customer's messages read; a reply is e-mailed to the customer.
import type { OrderThread } from "../../../contract/schemas/order-messages.ts";
import { useRecordChange } from "../../kits/console-kit/record-change.ts";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";
import { staffSend } from "../../kits/console-kit/staff-send.ts";
import { MessageList } from "../../kits/thread-kit/message-list.tsx";
import { ReplyForm } from "../../kits/thread-kit/reply-form.tsx";
import { useMarkRead } from "../../kits/thread-kit/use-mark-read.ts";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";

/** `order` is the order's address in the API (/reactapp/staff/orders/N/). */
export function Thread({ order }: { order: string }) {
  const path = `${order}messages/`;
  const thread = useFetchState(() => staffRequest<OrderThread>(path), [path]);
  const change = useRecordChange(order, thread.retry);
  useMarkRead(thread.state === "ready" ? thread.value : undefined, (upTo) =>
    staffSend(`${path}read/`, { method: "POST", body: { up_to: upTo } }),
  );

  return (
    <section className="panel" aria-labelledby="thread-heading">
      <h2 id="thread-heading">Messages with the customer</h2>
      <ScreenState
        fetched={thread}
        isEmpty={(value) => value.messages.length === 0}
        empty={<p className="muted">No messages yet. Write to the customer below.</p>}
      >
        {(value) => <MessageList messages={value.messages} attachmentHref={(id) => `${path}${id}/attachment/`} />}
      </ScreenState>
      <ReplyForm
        state={change}
        label="Reply"
        submit="Send to the customer"
        onSend={(form) => change.send("messages/", form)}
      />
    </section>
  );
}
