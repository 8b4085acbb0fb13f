// A published project's history: which fields a change touched, as the words people read (the console's
// history and the detail page's "Changes" list), kept one row per field in project_changes.
import type { Transaction } from "kysely";
import type { ProjectField, ProjectInput } from "../../../contract/staff/projects.ts";
import type { Database } from "../../infra/db/schema.ts";

export type FieldChange = { field: string; before: string | null; after: string | null };

/** One field as text; lists read the same whatever their order, and "nothing" is null. */
export function displayValue(field: ProjectField, input: ProjectInput): string | null {
  const value = input[field];
  if (field === "bonds") {
    const bonds = input.bonds.map((bond) => `${bond.name} ${bond.percent}%`).sort();
    return bonds.length ? bonds.join(", ") : null;
  }
  if (Array.isArray(value)) return value.length ? [...value].map(String).sort().join(", ") : null;
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = String(value ?? "");
  return text === "" ? null : text;
}

/** The fields whose shown value differs between two versions of a project, in the schema's order. */
export function changedFields(before: ProjectInput, after: ProjectInput): FieldChange[] {
  return (Object.keys(after) as ProjectField[]).flatMap((field) => {
    const was = displayValue(field, before);
    const is = displayValue(field, after);
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}

/** Keeps each change of one project, made by `changedBy` (a user id, or null for an import without one) `at`. */
export async function recordChanges(
  trx: Transaction<Database>,
  projectId: number,
  changes: readonly FieldChange[],
  changedBy: number | null,
  at: string,
): Promise<void> {
  if (!changes.length) return;
  await trx
    .insertInto("project_changes")
    .values(changes.map((change) => ({ project_id: projectId, ...change, changed_by: changedBy, changed_at: at })))
    .execute();
}
