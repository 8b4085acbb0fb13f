// The project's kept changes, newest first: who changed which field from what to what, and when.
import type { ProjectChange } from "../../contract/staff/projects.ts";
import { formatTime } from "../lead-kit/lead-format.tsx";
import { FIELDS } from "./fields.ts";

const LABELS: Record<string, string> = {
  ...Object.fromEntries(FIELDS.map((field) => [field.name, field.label])),
  divisions: "CSI divisions",
  bonds: "Bonds",
  featured: "Featured",
  publication: "Publication",
  closed: "Bid results",
  addendum: "Addendum",
};

export function History({ changes }: { changes: ProjectChange[] }) {
  return (
    <section className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {changes.length ? (
        <ol className="history">
          {changes.map((change, index) => (
            <li key={index}>
              <time dateTime={change.changed_at}>{formatTime(change.changed_at)}</time>{" "}
              <strong>{change.changed_by ?? "an import"}</strong> changed {LABELS[change.field] ?? change.field}:{" "}
              {change.before ?? "none"} → {change.after ?? "none"}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No changes kept yet: changes are kept once the project is published.</p>
      )}
    </section>
  );
}
