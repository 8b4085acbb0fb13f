// A console list as a table: a caption for screen readers, one header per column, a row per record.
// Wide tables scroll inside their frame (keyboard-reachable: WCAG 2.2 SC 2.1.1) instead of the page; a
// column of long single words can break them instead, to fit a desk's width.
import type { ReactNode } from "react";

export type Column<Row> = {
  key: string;
  label: string;
  /** The cell; by default the row's value under `key`, as text. */
  cell?: (row: Row) => ReactNode;
  /** Numbers and dates line up on the right. */
  numeric?: boolean;
  /**
   * Values that are one long word (an e-mail, a path, a URL) break anywhere, so the column narrows to
   * what the table has room for rather than widen it (CSS Text 3, overflow-wrap: anywhere).
   */
  breakAnywhere?: boolean;
  /** A sortable column: how the list is sorted by it now, and what its header's button does. */
  sort?: { state: "ascending" | "descending" | "none"; onSort: () => void };
};

const cellClass = ({ numeric, breakAnywhere }: Pick<Column<unknown>, "numeric" | "breakAnywhere">) =>
  [numeric && "num", breakAnywhere && "break-anywhere"].filter(Boolean).join(" ") || undefined;

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <div className="table-frame" tabIndex={0} role="region" aria-label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? "num" : undefined}
                aria-sort={column.sort?.state}
              >
                {column.sort ? (
                  <button type="button" className="sort-button" onClick={column.sort.onSort}>
                    {column.label}
                    <span aria-hidden="true">{{ ascending: " ▲", descending: " ▼", none: "" }[column.sort.state]}</span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.cell ? column.cell(row) : String((row as Record<string, unknown>)[column.key] ?? "")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
