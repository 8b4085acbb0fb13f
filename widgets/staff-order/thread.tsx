// The order's message thread with the customer, oldest first, and a reply box (text and an optional
// PDF). Opening it marks the customer's messages read; a reply is e-mailed to the customer.
import { useEffect, useRef, useState } from "react";
import type { OrderThread } from "../../contract/schemas/order-messages.ts";
import { ScreenState } from "../console-kit/screen-state.tsx";
import { staffRequest } from "../console-kit/staff-api.ts";
import { staffSend } from "../console-kit/staff-send.ts";
import { formatTime } from "../lead-kit/lead-format.tsx";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { useChange } from "./use-change.ts";

export function Thread({ orderId }: { orderId: number }) {
  const path = `/reactapp/staff/orders/${orderId}/messages/`;
  const thread = useFetchState(() => staffRequest<OrderThread>(path), [orderId]);
  const change = useChange(orderId, thread.retry);
  const [body, setBody] = useState("");
  const attachment = useRef<HTMLInputElement>(null);
  const lastId = thread.state === "ready" ? thread.value.messages.at(-1)?.id : undefined;

  useEffect(() => {
    if (thread.state === "ready" && thread.value.unread && lastId)
      void staffSend(`${path}read/`, { method: "POST", body: { up_to: lastId } }).catch(() => undefined);
  }, [lastId]);

  const send = async () => {
    const form = new FormData();
    form.append("body", body);
    const file = attachment.current?.files?.[0];
    if (file) form.append("attachment", file);
    if (await change.send("messages/", form)) {
      setBody("");
      if (attachment.current) attachment.current.value = "";
    }
  };
  const bodyError = change.fieldErrors.body?.[0];
  const fileError = change.fieldErrors.attachment?.[0];

  return (
    <section className="panel" aria-labelledby="thread-heading">
      <h2 id="thread-heading">Messages with the customer</h2>
      <ScreenState
        fetched={thread}
        isEmpty={(value) => value.messages.length === 0}
        empty={<p className="muted">No messages yet. Write to the customer below.</p>}
      >
        {(value) => (
          <ol className="messages">
            {value.messages.map((message) => (
              <li key={message.id} className={`message message--${message.side}`}>
                <p className="message__meta">
                  <strong>{message.author}</strong>{" "}
                  <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
                </p>
                <p className="message__body">{message.body}</p>
                {message.attachment && (
                  <a href={`${path}${message.id}/attachment/`} download>
                    {message.attachment.name}
                  </a>
                )}
              </li>
            ))}
          </ol>
        )}
      </ScreenState>
      <form
        className="reply"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {change.message && (
          <p className="notice notice--error" role="alert">
            {change.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="reply-body">Reply</label>
          <textarea
            id="reply-body"
            rows={4}
            value={body}
            required
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? "reply-body-error" : undefined}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          {bodyError && (
            <p className="error" id="reply-body-error">
              {bodyError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="reply-attachment">Attach a PDF (optional)</label>
          <input
            ref={attachment}
            id="reply-attachment"
            type="file"
            accept=".pdf,application/pdf"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "reply-attachment-error" : undefined}
          />
          {fileError && (
            <p className="error" id="reply-attachment-error">
              {fileError}
            </p>
          )}
        </div>
        <button type="submit" className="button" aria-disabled={change.busy || undefined}>
          {change.busy ? "Sending…" : "Send to the customer"}
        </button>
      </form>
    </section>
  );
}
