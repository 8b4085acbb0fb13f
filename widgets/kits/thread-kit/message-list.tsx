// An order's thread as both sides read it (the console's order page and the customer's Messages page):
// each message with its author, time, text and PDF, oldest first.
import type { OrderMessage } from "../../../contract/schemas/order-messages.ts";
import { formatTime } from "../lead-kit/lead-format.tsx";
import { formatFileSize } from "../../../contract/file-size.ts";

export function MessageList({
  messages,
  attachmentHref,
}: {
  messages: OrderMessage[];
  /** Where message `id`'s PDF downloads from, on the reader's side of the API. */
  attachmentHref: (id: number) => string;
}) {
  return (
    <ol className="messages">
      {messages.map((message) => (
        <li key={message.id} className={`message message--${message.side}`}>
          <p className="message__meta">
            <strong>{message.author}</strong>{" "}
            <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          </p>
          <p className="message__body">{message.body}</p>
          {message.attachment && (
            <p className="message__file">
              <a href={attachmentHref(message.id)} download>
                {message.attachment.name}
              </a>{" "}
              <span className="muted">PDF, {formatFileSize(message.attachment.size)}</span>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
