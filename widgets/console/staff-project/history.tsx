// The project's kept changes, newest first: who changed which field from what to what, and when.
import type { ProjectChange } from "../../../contract/staff/projects.ts";
import { RecordHistory } from "../../kits/console-kit/record-history.tsx";
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

export const History = ({ changes }: { changes: ProjectChange[] }) => (
  <RecordHistory
    lines={changes.map((change, index) => ({
      key: index,
      at: change.changed_at,
      by: change.changed_by ?? "an import",
      did: `changed ${LABELS[change.field] ?? change.field}: ${change.before ?? "none"} → ${change.after ?? "none"}`,
    }))}
    empty="No changes kept yet: changes are kept once the project is published."
  />
);
