// A record's history, newest first: when, who, and what they did, in the record page's words (an audit
// entry's action, a project's changed field).
import type { ReactNode } from "react";
import type { AuditEntry } from "../../../contract/staff/audit.ts";
import { formatTime } from "../lead-kit/lead-format.tsx";

export type HistoryLine = { key: string | number; at: string; by: string; did: ReactNode };

/** Audit entries as history lines, each told by `describe`. */
export const auditLines = (entries: AuditEntry[], describe: (entry: AuditEntry) => string): HistoryLine[] =>
  entries.map((entry) => ({ key: entry.id, at: entry.created_at, by: entry.actor, did: describe(entry) }));

export function RecordHistory({ lines, empty }: { lines: HistoryLine[]; empty: string }) {
  return (
    <section className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {lines.length ? (
        <ol className="history">
          {lines.map((line) => (
            <li key={line.key}>
              <time dateTime={line.at}>{formatTime(line.at)}</time> <strong>{line.by}</strong> {line.did}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{empty}</p>
      )}
    </section>
  );
}
