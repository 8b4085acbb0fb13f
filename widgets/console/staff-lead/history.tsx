// The lead's history from the audit log: who did what, when, newest first.
import { leadStatusLabel } from "../../../contract/choices/lead-statuses.ts";
import type { AuditEntry } from "../../../contract/staff/audit.ts";
import type { StaffMemberOption } from "../../../contract/staff/leads.ts";
import { auditLines, RecordHistory } from "../../kits/console-kit/record-history.tsx";

type Values = { status?: string; status_reason?: string | null; assignee_id?: number | null } | null;

function describe(entry: AuditEntry, members: StaffMemberOption[]): string {
  const before = entry.before as Values;
  const after = entry.after as Values;
  const who = (id?: number | null) => (id ? (members.find((m) => m.id === id)?.username ?? `#${id}`) : "nobody");
  switch (entry.action) {
    case "lead.status_changed":
    case "lead.reopened": {
      const verb = entry.action === "lead.reopened" ? "reopened it" : "moved it";
      const reason = after?.status_reason ? ` (${after.status_reason})` : "";
      return `${verb} from ${leadStatusLabel(before?.status ?? "")} to ${leadStatusLabel(after?.status ?? "")}${reason}`;
    }
    case "lead.assigned":
      return `assigned it to ${who(after?.assignee_id)}`;
    case "lead.note_added":
      return "added a note";
    default:
      return entry.action;
  }
}

export const History = ({ entries, members }: { entries: AuditEntry[]; members: StaffMemberOption[] }) => (
  <RecordHistory
    lines={auditLines(entries, (entry) => describe(entry, members))}
    empty="Nobody has changed this lead yet."
  />
);
