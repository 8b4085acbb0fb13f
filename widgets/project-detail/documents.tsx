// One kind of the project's documents (specs, plans…): name, size and date of each.
import type { ProjectDocument } from "../../contract/schemas/projects.ts";
import { formatDate, formatSize } from "../project-kit/format.ts";

export function Documents({ documents }: { documents: ProjectDocument[] }) {
  if (!documents.length) return <p className="muted">None yet.</p>;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">Size</th>
          <th scope="col">Added</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={doc.name}>
            <td>{doc.name}</td>
            <td>{formatSize(doc.size)}</td>
            <td>{formatDate(doc.date)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
