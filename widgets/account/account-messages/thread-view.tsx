// One order's conversation (/account/messages/?order=N, the link of the e-mails): the messages, oldest
// first, marked read on opening, and the customer's reply with an optional PDF. An order that is not
// theirs (or none) says so and shows nothing of it.
import type { OrderThread } from "../../../contract/schemas/order-messages.ts";
import { accountGet, accountSend } from "../../kits/account-page-kit/account-api.ts";
import { explain } from "../../kits/account-kit/session.ts";
import { ApiError } from "../../kits/core/api.ts";
import { MessageList } from "../../kits/thread-kit/message-list.tsx";
import { ReplyForm } from "../../kits/thread-kit/reply-form.tsx";
import { useMarkRead } from "../../kits/thread-kit/use-mark-read.ts";
import { RetryNotice } from "../../kits/ui-kit/retry-notice.tsx";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { useReply } from "./use-reply.ts";

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function BackLink({ site }: { site: string }) {
  return (
    <p className="back">
      <a href={`${site}/account/messages/`}>All your conversations</a>
    </p>
  );
}

function NotFound({ site }: { site: string }) {
  return (
    <div className="notice" role="alert">
      <h2>Conversation not found</h2>
      <p>None of your orders has this number. The link may be incomplete, or the order belongs to another account.</p>
      <a className="button" href={`${site}/account/messages/`}>
        See all your conversations
      </a>
    </div>
  );
}

export function ThreadView({ site, orderId }: { site: string; orderId: number }) {
  const path = `/reactapp/orders/${orderId}/messages/`;
  const thread = useFetchState(orderId ? () => accountGet<OrderThread>(site, path) : undefined, [site, orderId], {
    explain,
  });
  const reply = useReply(site, orderId, thread.retry);
  const shown = thread.state === "ready" ? thread.value : thread.previous;
  useMarkRead(thread.state === "ready" ? thread.value : undefined, (upTo) =>
    accountSend(site, `${path}read/`, { method: "POST", body: { up_to: upTo } }),
  );

  if (!orderId || (thread.state === "error" && isMissing(thread.error))) return <NotFound site={site} />;
  return (
    <div className="conversation" aria-busy={thread.state === "loading"}>
      <BackLink site={site} />
      {thread.state === "error" && <RetryNotice message={thread.message} retry={thread.retry} />}
      {!shown ? (
        thread.state === "loading" && (
          <p className="notice" role="status">
            Loading the conversation…
          </p>
        )
      ) : (
        <section aria-labelledby="thread-heading">
          <h2 id="thread-heading">Order {shown.order.number}</h2>
          {shown.messages.length ? (
            <MessageList messages={shown.messages} attachmentHref={(id) => `${site}${path}${id}/attachment/`} />
          ) : (
            <p className="muted">
              No messages yet. Ask our estimators anything about this order: we answer here and by e-mail.
            </p>
          )}
          <ReplyForm state={reply} label="Your message" submit="Send to QTO Solutions" onSend={reply.send} />
        </section>
      )}
    </div>
  );
}
