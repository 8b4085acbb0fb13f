// CSV for spreadsheets: every cell quoted, and formulas defused, since a lead's or project's text is
// untrusted (a cell starting with =, +, - or @ would run in Excel). https://owasp.org/www-community/attacks/CSV_Injection
export function csvCell(value: unknown): string {
  const text = Array.isArray(value)
    ? value.join(" ")
    : typeof value === "object" && value !== null
      ? JSON.stringify(value)
      : String(value ?? "");
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
}

/** Rows of cells as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
