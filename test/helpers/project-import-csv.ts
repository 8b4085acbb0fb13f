// CSV files for the project import's tests, e2e journey and benchmark: `count` valid projects built from
// the template's example row, with the rows at `bad` (1-based data rows) each wrong in one column.
import { IMPORT_COLUMNS } from "../../contract/staff/project-import.ts";

/** The column each bad row gets wrong, in turn, and the cell it gets. */
export const BAD_CELLS = [
  { column: "state", cell: "ZZ" },
  { column: "bid_date", cell: "next Tuesday" },
  { column: "divisions", cell: "03;99" },
] as const;

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function importCsv(
  count: number,
  {
    bad = [],
    prefix = "IMP",
    overrides = {},
  }: { bad?: number[]; prefix?: string; overrides?: Record<string, string> } = {},
): string {
  const header = IMPORT_COLUMNS.map((column) => column.name);
  const rows = Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const cells: Record<string, string> = {
      ...Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.name, column.example])),
      external_id: `${prefix}-${String(number).padStart(5, "0")}`,
      name: `Imported project ${number}, "phase" ${number % 7}`,
      bid_amount: String(100_000 + number),
      ...overrides,
    };
    const wrong = bad.indexOf(number);
    if (wrong >= 0) {
      const { column, cell } = BAD_CELLS[wrong % BAD_CELLS.length]!;
      cells[column] = cell;
    }
    return header.map((name) => quote(cells[name] ?? ""));
  });
  // Excel's "CSV UTF-8": a byte order mark and CRLF line ends.
  return "\uFEFF" + [header, ...rows].map((row) => row.join(",")).join("\r\n") + "\r\n";
}
