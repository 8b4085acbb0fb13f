// Reads an uploaded CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF, an optional UTF-8 byte
// order mark as Excel writes it) with csv-parse, and checks its header against IMPORT_COLUMNS. Anything
// that makes the file as a whole unusable is an ImportRefused: the import then writes nothing.
import { parse } from "csv-parse/sync";
import { IMPORT_COLUMNS, IMPORT_LIMITS, type ImportColumn } from "../../../../contract/staff/project-import.ts";

export class ImportRefused extends Error {}

export type CsvRecord = { row: number; cells: Partial<Record<ImportColumn["name"], string>> };

/** "External ID", " external_id " and "EXTERNAL-ID" all name the column external_id. */
const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

function columnsOf(header: string[]): Array<ImportColumn["name"] | undefined> {
  const known = new Map(IMPORT_COLUMNS.map((column) => [column.name as string, column.name]));
  const names = header.map((cell) => known.get(columnKey(cell)));
  const unknown = header.filter((_, index) => !names[index] && header[index]!.trim() !== "");
  if (unknown.length) throw new ImportRefused(`Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}.`);
  const twice = names.filter((name, index) => name && names.indexOf(name) !== index);
  if (twice.length) throw new ImportRefused(`Column named twice: ${twice.join(", ")}.`);
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !names.includes(column.name));
  if (missing.length) {
    throw new ImportRefused(
      `Missing column${missing.length > 1 ? "s" : ""}: ${missing.map((c) => c.name).join(", ")}.`,
    );
  }
  return names;
}

/** The data rows of `text`, each with its spreadsheet row number (blank rows count, and are skipped). */
export function readCsv(text: string): CsvRecord[] {
  let table: string[][];
  try {
    table = parse(text, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw new ImportRefused(`This file is not readable as CSV: ${(error as Error).message}`);
  }
  const [header, ...all] = table;
  if (!header) throw new ImportRefused("The file is empty: it needs a header row and at least one project.");
  const names = columnsOf(header);
  // Row 1 is the header; a spreadsheet numbers rows as records, not as lines (a cell may hold a line break).
  const rows = all
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (!rows.length) throw new ImportRefused("The file has a header but no project rows.");
  if (rows.length > IMPORT_LIMITS.maxRows) {
    throw new ImportRefused(`The file has ${rows.length} rows; an import takes at most ${IMPORT_LIMITS.maxRows}.`);
  }
  return rows.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(names.flatMap((name, column) => (name ? [[name, cells[column] ?? ""]] : []))),
  }));
}
