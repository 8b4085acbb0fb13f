// What an import would do to each row, decided before anything is written: a row with an unknown
// external id is created, a known one updated when a field (or a draft's publication) differs, left
// alone when nothing does, and refused with its reasons when it is not a valid project. The dry run
// reports this plan; the import carries it out.
import type { ImportReport, ImportRowReport } from "../../../../contract/staff/project-import.ts";
import type { ProjectInput } from "../../../../contract/staff/projects.ts";
import { changedFields, type FieldChange } from "../project-history.ts";
import { toInput } from "../project-rows.ts";
import type { ExistingProject } from "./import-repository.ts";
import type { ImportPublication, ParsedRow } from "./row-input.ts";

export type PlannedRow =
  | { action: "refused"; row: ParsedRow & { ok: false } }
  | { action: "unchanged"; row: ParsedRow & { ok: true } }
  | { action: "create"; row: ParsedRow & { ok: true }; publication: ImportPublication; input: ProjectInput }
  | {
      action: "update";
      row: ParsedRow & { ok: true };
      existing: ExistingProject;
      input: ProjectInput;
      changes: FieldChange[];
      /** A draft or unpublished project that the row publishes. */
      publishes: boolean;
    };

export function planImport(rows: readonly ParsedRow[], existing: ReadonlyMap<string, ExistingProject>): PlannedRow[] {
  return rows.map((row): PlannedRow => {
    if (!row.ok) return { action: "refused", row };
    const project = existing.get(row.externalId);
    if (!project) return { action: "create", row, publication: row.publication ?? "draft", input: row.input };
    const changes = changedFields(toInput(project), row.input);
    const publishes = row.publication === "published" && project.publication !== "published";
    if (!changes.length && !publishes) return { action: "unchanged", row };
    return { action: "update", row, existing: project, input: row.input, changes, publishes };
  });
}

/** The answer of an import or a dry run: refused rows first, then the file's order. */
export function reportOf(plan: readonly PlannedRow[], dryRun: boolean): ImportReport {
  const totals = { create: 0, update: 0, unchanged: 0, refused: 0 };
  const rows: ImportRowReport[] = plan.map(({ action, row }) => {
    totals[action] += 1;
    return { row: row.row, external_id: row.externalId, action, errors: row.ok ? [] : row.errors };
  });
  const refusedFirst = [...rows.filter((r) => r.action === "refused"), ...rows.filter((r) => r.action !== "refused")];
  return { dry_run: dryRun, totals, rows: refusedFirst };
}
