// An import's report: what each row does (refused rows first, with the column and reason of each
// problem), in the console's table. A large file shows every refusal and the first rows of the rest.
import type { ImportAction, ImportReport, ImportRowReport } from "../../../contract/staff/project-import.ts";
import { DataTable } from "../../kits/console-kit/data-table.tsx";

/** Rows shown beyond the refused ones: enough to see what happens, few enough for a quick page. */
export const SHOWN_ROWS = 100;

const ACTION_LABELS: Record<ImportAction, { label: string; badge: string }> = {
  create: { label: "Create", badge: "badge badge--good" },
  update: { label: "Update", badge: "badge" },
  unchanged: { label: "Unchanged", badge: "badge" },
  refused: { label: "Refused", badge: "badge badge--bad" },
};

export function ReportTable({ report }: { report: ImportReport }) {
  const refused = report.rows.filter((row) => row.action === "refused");
  const others = report.rows.filter((row) => row.action !== "refused");
  const shown = [...refused, ...others.slice(0, SHOWN_ROWS)];
  return (
    <>
      <DataTable<ImportRowReport>
        caption={refused.length ? "Rows of the file, refused rows first" : "Rows of the file"}
        rowKey={(row) => row.row}
        rows={shown}
        columns={[
          { key: "row", label: "Row", numeric: true },
          { key: "external_id", label: "External id", cell: (row) => row.external_id || <em>none</em> },
          {
            key: "action",
            label: "Action",
            cell: (row) => <span className={ACTION_LABELS[row.action].badge}>{ACTION_LABELS[row.action].label}</span>,
          },
          {
            key: "errors",
            label: "Problems",
            cell: (row) =>
              row.errors.length > 0 && (
                <ul className="problems">
                  {row.errors.map((error, index) => (
                    <li key={index}>
                      <code>{error.column}</code>: {error.message}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {others.length > SHOWN_ROWS && (
        <p className="muted">
          Showing the first {SHOWN_ROWS.toLocaleString("en-US")} of {others.length.toLocaleString("en-US")} rows that
          are not refused.
        </p>
      )}
    </>
  );
}

/** "997 to create, 3 refused" (dry run) or "997 created, 3 refused". */
export function totalsText({ totals, dry_run }: ImportReport): string {
  const words = dry_run
    ? { create: "to create", update: "to update", unchanged: "unchanged", refused: "refused" }
    : { create: "created", update: "updated", unchanged: "unchanged", refused: "refused" };
  return (Object.keys(words) as ImportAction[])
    .filter((action) => totals[action] > 0)
    .map((action) => `${totals[action].toLocaleString("en-US")} ${words[action]}`)
    .join(", ");
}
