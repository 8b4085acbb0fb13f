// The import's columns, as the template has them: the one list in contract/ shown to staff before they
// fill in a file.
import { IMPORT_COLUMNS } from "../../../contract/staff/project-import.ts";

export function ColumnGuide() {
  return (
    <details className="panel column-guide">
      <summary>Columns of the file</summary>
      <p>
        The first row names the columns (any order, any case). Rows are matched on <code>external_id</code>: a row whose
        id is new creates a project, a known one updates it, and a row that changes nothing is left alone. Divisions and
        bonds hold several items separated by <code>;</code>.
      </p>
      <div className="table-frame" tabIndex={0} role="region" aria-label="Import columns">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Required</th>
              <th scope="col">Format</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {IMPORT_COLUMNS.map((column) => (
              <tr key={column.name}>
                <td>
                  <code>{column.name}</code>
                </td>
                <td>{column.required ? "Yes" : "No"}</td>
                <td>{column.format}</td>
                <td>
                  <code>{column.example}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
