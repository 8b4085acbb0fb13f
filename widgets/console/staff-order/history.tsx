// The order's history from the audit log: who moved it, uploaded or removed a file, or wrote, and when.
import { orderStatusLabel } from "../../../contract/choices/order-statuses.ts";
import type { AuditEntry } from "../../../contract/staff/audit.ts";
import { auditLines, RecordHistory } from "../../kits/console-kit/record-history.tsx";

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

export const History = ({ entries }: { entries: AuditEntry[] }) => (
  <RecordHistory lines={auditLines(entries, describe)} empty="Nobody has worked on this order yet." />
);
