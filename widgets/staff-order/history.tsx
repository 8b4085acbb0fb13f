// The order's history from the audit log: who moved it, uploaded or removed a file, or wrote, and when.
import { orderStatusLabel } from "../../contract/choices/order-statuses.ts";
import type { AuditEntry } from "../../contract/staff/audit.ts";
import { formatTime } from "../lead-kit/lead-format.tsx";

type Values = { status?: string; name?: string; refund_reference?: string } | null;

function describe(entry: AuditEntry): string {
  const before = entry.before as Values;
  const after = entry.after as Values;
  switch (entry.action) {
    case "order.status_changed": {
      const refund = after?.refund_reference ? ` (refund ${after.refund_reference})` : "";
      return `moved it from ${orderStatusLabel(before?.status ?? "")} to ${orderStatusLabel(after?.status ?? "")}${refund}`;
    }
    case "order.file_added":
      return `uploaded ${after?.name ?? "a file"}`;
    case "order.file_removed":
      return `removed ${before?.name ?? "a file"}`;
    case "order.message_sent":
      return "wrote to the customer";
    default:
      return entry.action;
  }
}

export function History({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {entries.length ? (
        <ol className="history">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time> <strong>{entry.actor}</strong>{" "}
              {describe(entry)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Nobody has worked on this order yet.</p>
      )}
    </section>
  );
}
