// The documents of one tab in the console: name, size, pages, when and by whom, with Preview (the staff
// route serves drafts too) and Delete (asked first by the screen; left out without `onDelete`, for a
// member who may not delete).
import type { StaffDocument } from "../../../contract/staff/project-documents.ts";
import { DataTable } from "../../kits/console-kit/data-table.tsx";
import { formatDate, formatSize } from "../../kits/project-kit/format.ts";

type Props = { projectId: number; label: string; documents: StaffDocument[]; onDelete?: (doc: StaffDocument) => void };

export function DocumentsTable({ projectId, label, documents, onDelete }: Props) {
  return (
    <DataTable
      caption={`${label} of this project`}
      rowKey={(doc) => doc.id}
      rows={documents}
      columns={[
        { key: "name", label: "Document" },
        { key: "size", label: "Size", numeric: true, cell: (doc) => formatSize(doc.size) },
        {
          key: "pages",
          label: "Pages",
          numeric: true,
          cell: (doc) => doc.pages ?? "—",
        },
        {
          key: "captions",
          label: "Captions",
          cell: (doc) => (doc.content_kind === "pdf" ? "—" : doc.captions ? "Yes" : "No"),
        },
        {
          key: "added",
          label: "Added",
          cell: (doc) => `${formatDate(doc.added_at)}${doc.added_by ? ` by ${doc.added_by}` : ""}`,
        },
        {
          key: "actions",
          label: "Actions",
          cell: (doc) => (
            <div className="row-actions">
              <a
                className="button button--small secondary"
                href={`/reactapp/staff/projects/${projectId}/documents/${doc.id}/file/`}
                target="_blank"
                rel="noopener"
                aria-label={`Preview ${doc.name} (opens a new tab)`}
              >
                Preview
              </a>
              {onDelete && (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => onDelete(doc)}
                  aria-label={`Delete ${doc.name}`}
                >
                  Delete
                </button>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
