// The replies of one status as a table: article (linked), reader, message as text, date, and the
// decisions open to it.
import type { StaffReply } from "../../../contract/staff/replies.ts";
import { type Column, DataTable } from "../../kits/console-kit/data-table.tsx";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function RepliesTable({
  replies,
  caption,
  busy,
  onApprove,
  onReject,
}: {
  replies: StaffReply[];
  caption: string;
  busy: boolean;
  onApprove: (reply: StaffReply) => void;
  onReject: (reply: StaffReply) => void;
}) {
  const columns: Array<Column<StaffReply>> = [
    {
      key: "article",
      label: "Article",
      cell: (reply) => (
        <a href={reply.article.path} target="_blank" rel="noopener">
          {reply.article.title}
        </a>
      ),
    },
    {
      key: "reader",
      label: "Reader",
      cell: (reply) => (
        <>
          {reply.name}
          <br />
          <span className="muted">{reply.email}</span>
        </>
      ),
    },
    {
      key: "message",
      label: "Reply",
      cell: (reply) => (
        <>
          <p className="reply-message">{reply.message}</p>
          {reply.decision && (
            <p className="muted">
              {reply.status === "rejected" ? "Rejected" : "Approved"} by {reply.decision.by}
              {reply.decision.reason && `: ${reply.decision.reason}`}
            </p>
          )}
        </>
      ),
    },
    {
      key: "created_at",
      label: "Received",
      numeric: true,
      cell: (reply) => <time dateTime={reply.created_at}>{when.format(new Date(reply.created_at))}</time>,
    },
    {
      key: "actions",
      label: "Decision",
      cell: (reply) => (
        <div className="row-actions">
          {reply.status !== "approved" && (
            <button
              type="button"
              className="button button--small"
              aria-disabled={busy || undefined}
              aria-label={`Approve the reply from ${reply.name}`}
              onClick={() => !busy && onApprove(reply)}
            >
              Approve
            </button>
          )}
          {reply.status !== "rejected" && (
            <button
              type="button"
              className="button secondary button--small"
              aria-label={`Reject the reply from ${reply.name}`}
              onClick={() => onReject(reply)}
            >
              Reject
            </button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={replies} rowKey={(reply) => reply.id} />;
}
