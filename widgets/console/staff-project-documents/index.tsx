// The console's plan room for one project (/staff/projects/documents/?id=N): per tab of the detail page
// (Specs, Plans, QTOs, Addendums, QTO Video) the documents uploaded, an upload with progress, and
// Delete after a confirmation (administrators only: staff are told so), and the way back to the project's
// page (a new draft comes here from its Save, and goes back there to publish). Every change is audited on
// the server.
import { useState } from "react";
import { type DocumentKind, documentKinds } from "../../../contract/choices/document-kinds.ts";
import { projectPublications } from "../../../contract/choices/project-publications.ts";
import type { StaffDocument, StaffDocumentList } from "../../../contract/staff/project-documents.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { explainStaffError, staffRequest } from "../../kits/console-kit/staff-api.ts";
import { staffSend } from "../../kits/console-kit/staff-send.ts";
import { mayDo, useMember } from "../../kits/console-kit/use-may.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { DocumentsTable } from "./documents-table.tsx";
import css from "./styles.css?inline";
import { UploadForm } from "./upload-form.tsx";

const projectIdInPage = () => {
  const id = new URLSearchParams(location.search).get("id") ?? "";
  return /^\d{1,9}$/.test(id) ? Number(id) : undefined;
};

export function StaffProjectDocuments() {
  const [projectId] = useState(projectIdInPage);
  const [kind, setKind] = useState<DocumentKind>("specs");
  const [reload, setReload] = useState(0);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [deleting, setDeleting] = useState<StaffDocument>();
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const member = useMember();
  const mayDelete = mayDo(member, "documents.delete");
  const fetched = useFetchState(
    projectId === undefined
      ? undefined
      : () => staffRequest<StaffDocumentList>(`/reactapp/staff/projects/${projectId}/documents/`),
    [projectId, reload],
  );

  if (projectId === undefined)
    return (
      <div className="qto">
        <p className="notice notice--error">
          This page needs a project: open it from <a href="/staff/projects/">the projects</a>.
        </p>
      </div>
    );

  const remove = async (doc: StaffDocument) => {
    setBusy(true);
    try {
      await staffSend(`/reactapp/staff/projects/${projectId}/documents/${doc.id}/`, { method: "DELETE" });
      setOutcome({ ok: true, text: `${doc.name} is deleted.` });
      setDeleting(undefined);
      setReload((n) => n + 1);
    } catch (error) {
      setDeleteError(explainStaffError(error));
    } finally {
      setBusy(false);
    }
  };

  const label = documentKinds.find((k) => k.value === kind)!.label;
  return (
    <div className="qto">
      <ScreenState fetched={fetched}>
        {({ project, documents }) => {
          const ofKind = documents.filter((doc) => doc.kind === kind);
          const publication = projectPublications.find((p) => p.value === project.publication)?.label;
          return (
            <>
              <div className="project-head">
                <h2>{project.name}</h2>
                <span className={`badge${project.publication === "published" ? " badge--good" : ""}`}>
                  {publication}
                </span>
                <a href={`/staff/project/?id=${project.id}`}>Back to the project</a>
                {project.publication === "published" && (
                  <a href={`/ProjectDetail/${project.id}/#${kind}`}>See the public page</a>
                )}
              </div>
              {project.publication === "draft" && (
                <p className="muted">
                  A draft: visitors see these documents once the project is published from its page.
                </p>
              )}
              <div className="kinds" role="group" aria-label="Document tabs">
                {documentKinds.map(({ value, label: text }) => (
                  <button
                    key={value}
                    type="button"
                    className="kind"
                    aria-pressed={kind === value}
                    onClick={() => {
                      setKind(value);
                      setOutcome(undefined);
                    }}
                  >
                    {text} ({documents.filter((doc) => doc.kind === value).length})
                  </button>
                ))}
              </div>
              <div role="status" className="outcome">
                {outcome && (
                  <p className={`notice ${outcome.ok ? "notice--success" : "notice--error"}`}>{outcome.text}</p>
                )}
              </div>
              {ofKind.length ? (
                <DocumentsTable
                  projectId={project.id}
                  label={label}
                  documents={ofKind}
                  onDelete={
                    mayDelete
                      ? (doc) => {
                          setDeleteError(undefined);
                          setDeleting(doc);
                        }
                      : undefined
                  }
                />
              ) : (
                <div className="empty">
                  <p>No {label} documents yet: upload the first below.</p>
                </div>
              )}
              {ofKind.length > 0 && member.state === "ready" && !mayDelete && (
                <p className="muted">Only an administrator can delete a document.</p>
              )}
              <UploadForm
                key={kind}
                projectId={project.id}
                kind={kind}
                label={label}
                onUploaded={(doc) => {
                  setOutcome({ ok: true, text: `${doc.name} is uploaded to ${label}.` });
                  setReload((n) => n + 1);
                }}
              />
            </>
          );
        }}
      </ScreenState>
      <ConfirmDialog
        question={deleting && `Delete ${deleting.name}?`}
        explanation="Visitors will no longer see or open it. The file is removed; upload it again to bring it back."
        action="Delete document"
        busy={busy}
        error={deleteError}
        onConfirm={() => deleting && !busy && remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}

export default { component: StaffProjectDocuments, css: uiCss + consoleCss + css } satisfies Widget;
