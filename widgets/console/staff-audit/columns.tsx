// The audit log's columns: when, who, the action, what it changed and the values before and after.
import type { AuditEntry } from "../../../contract/staff/audit.ts";
import type { ListColumn } from "../../kits/console-kit/list-screen.tsx";
import { ChangeSummary } from "./change-summary.tsx";

export const AUDIT_COLUMNS: Array<ListColumn<AuditEntry>> = [
  {
    key: "created_at",
    label: "When",
    cell: (e) => (
      <time dateTime={e.created_at}>
        {new Date(e.created_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" })}
      </time>
    ),
  },
  { key: "actor", label: "Who" },
  { key: "action", label: "Action", cell: (e) => <code>{e.action}</code> },
  { key: "entity", label: "Entity", cell: (e) => `${e.entity} #${e.entity_id}` },
  { key: "change", label: "Before → after", cell: (e) => <ChangeSummary before={e.before} after={e.after} /> },
];
