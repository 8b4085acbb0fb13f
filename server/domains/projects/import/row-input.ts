// One CSV row as a project: its cells become the ProjectInputSchema's input (divisions and bonds from
// their list cells, empty optional cells left to the schema's defaults), and every refusal names the
// column it is about, as the report shows it.
import * as v from "valibot";
import {
  BOND_SEPARATOR,
  IMPORT_COLUMNS,
  LIST_SEPARATOR,
  type ImportCellError,
} from "../../../../contract/staff/project-import.ts";
import { ProjectInputSchema, type ProjectInput } from "../../../../contract/staff/projects.ts";
import type { CsvRecord } from "./csv-table.ts";

export type ImportPublication = "draft" | "published";

export type ParsedRow =
  | { row: number; externalId: string; ok: true; input: ProjectInput; publication: ImportPublication | undefined }
  | { row: number; externalId: string; ok: false; errors: ImportCellError[] };

const OPTIONAL = new Set<string>(IMPORT_COLUMNS.filter((column) => !column.required).map((column) => column.name));
const EXTERNAL_ID_MAX = 100;

const items = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** "03 30 00" is a MasterFormat section of division 03; "3" is division 03 too. */
const division = (item: string) => item.match(/^(\d{1,2})(?:\s|$)/)?.[1]?.padStart(2, "0") ?? item;

/** "Performance bond:100" → { name, percent }; a name may hold a colon, the percent is after the last. */
function bond(item: string) {
  const at = item.lastIndexOf(BOND_SEPARATOR);
  return at < 0 ? { name: item, percent: "" } : { name: item.slice(0, at).trim(), percent: item.slice(at + 1).trim() };
}

function schemaInput(cells: CsvRecord["cells"]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, cell = ""] of Object.entries(cells)) {
    if (name === "external_id" || name === "publication") continue;
    if (cell.trim() === "" && OPTIONAL.has(name)) continue;
    if (name === "divisions") input[name] = items(cell).map(division);
    else if (name === "bonds") input[name] = items(cell).map(bond);
    else if (name === "featured") input[name] = cell.trim().toLowerCase();
    else input[name] = cell;
  }
  return input;
}

function publicationOf(cell = ""): ImportPublication | undefined | ImportCellError {
  const value = cell.trim().toLowerCase();
  if (value === "") return undefined;
  if (value === "draft" || value === "published") return value;
  return { column: "publication", message: "Enter draft or published." };
}

/** The project a row describes, or the reasons it cannot be imported. */
export function parseRow({ row, cells }: CsvRecord): ParsedRow {
  const externalId = (cells.external_id ?? "").trim();
  const errors: ImportCellError[] = [];
  if (!externalId) errors.push({ column: "external_id", message: "An external id is required." });
  else if (externalId.length > EXTERNAL_ID_MAX) {
    errors.push({
      column: "external_id",
      message: `Ensure this field has no more than ${EXTERNAL_ID_MAX} characters.`,
    });
  }
  const publication = publicationOf(cells.publication);
  if (typeof publication === "object") errors.push(publication);
  const result = v.safeParse(ProjectInputSchema, schemaInput(cells));
  if (!result.success) {
    for (const issue of result.issues) {
      const column = String(issue.path?.[0]?.key ?? "row");
      // A list cell's item: say which one ("divisions, item 2").
      const item = issue.path?.[1]?.key;
      const where = typeof item === "number" ? ` (item ${item + 1})` : "";
      errors.push({ column, message: `${issue.message}${where}` });
    }
  }
  if (errors.length || !result.success || typeof publication === "object")
    return { row, externalId, ok: false, errors };
  return { row, externalId, ok: true, input: result.output, publication };
}
