// One project on the desk (/staff/project/?id=N, or a new one without id): its publication and actions,
// links to its plan room and its public page, the form of every field, and its history. Save sits at the
// form's foot: its outcome, with Publish beside it, comes into view and takes the focus (WCAG 2.2 SC
// 4.1.3 announces it; the focus lets a keyboard go on from there).
import { useEffect, useRef } from "react";
import type { Widget } from "../../kits/core/widget.ts";
import { projectPublications } from "../../../contract/choices/project-publications.ts";
import type { DeskProject } from "../../../contract/staff/projects.ts";
import { ApiError } from "../../kits/core/api.ts";
import { useRecordName } from "../../kits/console-kit/record-name.ts";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { ProjectActions } from "./actions.tsx";
import { FIELDS, toForm } from "./fields.ts";
import { History } from "./history.tsx";
import { ProjectForm } from "./project-form.tsx";
import ownCss from "./styles.css?inline";
import { useProjectEditor } from "./use-project-editor.ts";

const publicationLabel = (value: string) => projectPublications.find((p) => p.value === value)?.label ?? value;

/** After a 409: the fields someone else saved, as they now are. */
function Current({ project }: { project: DeskProject }) {
  const now = toForm(project);
  return (
    <details className="panel" open>
      <summary>The project as it is now</summary>
      <dl className="current">
        {FIELDS.map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{now[field.name] || "—"}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Head({ project, onDone }: { project: DeskProject; onDone: (p: DeskProject) => void }) {
  return (
    <header className="project__head">
      <div>
        {/* The page's heading is the project's name (useRecordName): this one says whose and where. */}
        <h2>
          {project.company}, {project.city}, {project.state}{" "}
          <span className={project.publication === "published" ? "badge badge--good" : "badge"}>
            {publicationLabel(project.publication)}
          </span>
          {project.demo && <span className="badge">demo</span>}
          {project.closed_at && <span className="badge badge--bad">Closed</span>}
        </h2>
        <p className="muted">
          <a href="/staff/projects/">Back to the projects</a> ·{" "}
          <a href={`/staff/projects/documents/?id=${project.id}`}>Documents (plan room)</a>
          {project.publication === "published" && (
            <>
              {" "}
              · <a href={`/ProjectDetail/${project.id}`}>Public page</a>
            </>
          )}
        </p>
      </div>
      <ProjectActions project={project} onDone={onDone} />
    </header>
  );
}

/** After a draft is saved: its next steps, documents and then Publish. */
const DraftNext = ({ id }: { id: number }) => (
  <>
    {" "}
    <a href={`/staff/projects/documents/?id=${id}`}>Add its documents</a>, then publish it when it is ready for the
    public.
  </>
);

export function StaffProject() {
  const editor = useProjectEditor();
  const { id, loaded, message, current, saves } = editor;
  const screen = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const broughtIntoView = useRef(0);
  const shownId = loaded.state === "ready" ? (loaded.value?.project.id ?? 0) : -1;
  useRecordName(loaded.state === "ready" ? loaded.value?.project.name : undefined);
  useEffect(() => {
    // Once the saved project is shown, so its head (with Publish) stands above the outcome.
    if (saves === broughtIntoView.current || shownId !== id) return;
    broughtIntoView.current = saves;
    outcome.current?.focus({ preventScroll: true });
    screen.current?.scrollIntoView({ block: "start" });
  }, [saves, shownId, id]);
  if (id && loaded.state === "error" && loaded.error instanceof ApiError && loaded.error.status === 404)
    return (
      <div className="empty" role="alert">
        <p>No project has this number. It may have been typed wrong or removed.</p>
        <a className="button secondary" href="/staff/projects/">
          Back to the projects
        </a>
      </div>
    );
  return (
    <ScreenState fetched={loaded}>
      {(detail) => (
        <div className="project" ref={screen}>
          {detail ? (
            <Head project={detail.project} onDone={editor.acted} />
          ) : (
            <p className="muted">
              A new project is a draft: only staff see it until it is published.{" "}
              <a href="/staff/projects/">Back to the projects</a>
            </p>
          )}
          <p className="outcome" role={message?.kind === "error" ? "alert" : "status"} tabIndex={-1} ref={outcome}>
            {message && (
              <span className={`notice notice--${message.kind}`}>
                {message.text}
                {message.kind === "success" && detail?.project.publication === "draft" && (
                  <DraftNext id={detail.project.id} />
                )}
              </span>
            )}
          </p>
          {current && <Current project={current} />}
          <section className="panel" aria-label="Project fields">
            <ProjectForm
              form={editor.form}
              setForm={editor.setForm}
              refused={editor.refused}
              busy={editor.busy}
              saveLabel={id ? "Save changes" : "Save draft"}
              onSave={editor.save}
            />
          </section>
          {detail && <History changes={detail.history} />}
        </div>
      )}
    </ScreenState>
  );
}

export default { component: StaffProject, css: uiCss + consoleCss + ownCss } satisfies Widget;
