// CSV for spreadsheets: every cell quoted, and formulas defused, since a lead's or project's text is
// untrusted. A cell starting with =, +, -, @, a tab or a carriage return would run in Excel or be read
// as a formula once trimmed: https://owasp.org/www-community/attacks/CSV_Injection
const FORMULA_START = /^[=+\-@\t\r]/;

/** `text` made inert as a spreadsheet value: a leading apostrophe when it would start a formula. */
export function defused(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One quoted cell. A list's items are each defused: a spreadsheet's "text to columns" makes every item a
 * cell of its own.
 */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value)
    ? value.map((item) => defused(String(item ?? ""))).join(" ")
    : typeof value === "object" && value !== null
      ? JSON.stringify(value)
      : String(value ?? "");
  return `"${defused(text).replace(/"/g, '""')}"`;
}

/** Rows of cells as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
