// The project detail (/ProjectDetail/{id}, or data-project-id on a partner page): everything the API
// knows about the project, its documents by kind, Add to Cart, favorite and Add to calendar.
import { useEffect } from "react";
import type { ProjectDetail as Project } from "../../../contract/schemas/projects.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { CartButton, FavoriteButton } from "../../kits/project-kit/project-actions.tsx";
import { useReportFailure } from "../../kits/project-kit/report-failure.ts";
import kitCss from "../../kits/project-kit/styles.css?inline";
import { RetryNotice } from "../../kits/ui-kit/retry-notice.tsx";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import detailCss from "./styles.css?inline";
import { ProjectTabs } from "./tabs.tsx";
import { useProject } from "./use-project.ts";

/**
 * The .ics file of the project's bid and pre-bid meeting, downloaded. Its writer (calendar.ts, with the
 * time-zone arithmetic) is fetched on the first click: few visitors ask for it, every one loads the page.
 */
const downloadCalendar = (project: Project, site: string) =>
  import("./calendar.ts").then(
    ({ projectCalendar, projectPageUrl }) => {
      const url = projectPageUrl(site || location.origin, project.project_id);
      const file = new Blob([projectCalendar(project, url)], { type: "text/calendar" });
      const link = Object.assign(document.createElement("a"), {
        href: URL.createObjectURL(file),
        download: `project-${project.project_id}.ics`,
      });
      link.click();
      URL.revokeObjectURL(link.href);
    },
    // Not fetched (offline): the button does nothing this time and works once the page is online again.
    () => {},
  );

/** Names the host page after the project (its title, its [data-project-name] elements), if it asked. */
function useRenamePage(project: Project | null | undefined, asked: boolean | undefined) {
  useEffect(() => {
    if (!project || !asked) return;
    for (const element of document.querySelectorAll("[data-project-name]")) element.textContent = project.project_name;
    document.title = `${project.project_name} | QTO Solutions`;
  }, [project, asked]);
}

export function ProjectDetailWidget({ options, emit }: WidgetProps) {
  const loaded = useProject(options);
  useReportFailure(emit, loaded.state === "error" ? loaded : undefined);
  const site = options.api;
  useRenamePage(loaded.state === "ready" ? loaded.value : undefined, options.extra.renamePage);

  if (loaded.state === "loading") {
    return (
      <div className="loading" role="status">
        <span className="visually-hidden">Loading the project…</span>
        <div className="skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (loaded.state === "error") {
    return <RetryNotice message={loaded.message} retry={loaded.retry} buttonClass="button" />;
  }
  const project = loaded.value;
  if (!project) {
    return (
      <div className="notice">
        <h3>Project not found</h3>
        <p>This project does not exist or is no longer listed.</p>
        <a className="button" href={`${site}/Projects/`}>
          Browse project leads
        </a>
      </div>
    );
  }
  return (
    <article className="detail">
      <header className="detail-head">
        <div>
          {project.is_new && <span className="badge new">New</span>}
          {/* On our own page the heading above already names the project (useRenamePage): not twice. */}
          {!options.extra.renamePage && <h2>{project.project_name}</h2>}
          <p className="muted">
            {project.company} · {project.city}, {project.state}
          </p>
        </div>
        <div className="actions-row">
          <FavoriteButton project={project} site={site} />
          <button type="button" className="button secondary" onClick={() => downloadCalendar(project, site)}>
            Add to calendar
          </button>
          {/* What a take-off costs, by the button that adds one: the server's price of the smallest size
              (written here and on the board's card rather than shared: a shared helper costs this
              page 21 B of a budget it is 24 B within). */}
          <small className="muted">Take-off from ${project.takeoff_from.toFixed(2)}</small>
          <CartButton project={project} site={site} />
        </div>
      </header>
      <ProjectTabs project={project} site={site} />
    </article>
  );
}

export default { component: ProjectDetailWidget, css: uiCss + kitCss + detailCss } satisfies Widget;
