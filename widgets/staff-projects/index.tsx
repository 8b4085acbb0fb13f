// The console's project desk (/staff/projects/): every project whatever its publication, filtered,
// sorted and paged, with New project and, for administrators, Import from CSV and Remove demo projects. The
// view is in the page's URL.
import { useRef } from "react";
import type { DeskProjectsPage } from "../../contract/staff/project-desk.ts";
import type { Widget } from "../core/widget.ts";
import { DataTable } from "../console-kit/data-table.tsx";
import { Pager } from "../console-kit/pager.tsx";
import { ScreenState } from "../console-kit/screen-state.tsx";
import { staffRequest } from "../console-kit/staff-api.ts";
import { useMay } from "../console-kit/use-may.ts";
import consoleCss from "../console-kit/styles.css?inline";
import { useUrlView } from "../console-kit/use-url-view.ts";
import uiCss from "../ui-kit/styles.css?inline";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { projectColumns } from "./columns.tsx";
import { Filters } from "./filters.tsx";
import { RemoveDemo } from "./remove-demo.tsx";
import ownCss from "./styles.css?inline";
import { EMPTY_VIEW, isFiltered, readView, viewQuery, type View } from "./view.ts";

const number = (n: number) => n.toLocaleString("en-US");

export function StaffProjects() {
  const { view, update } = useUrlView<View>(readView, viewQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = viewQuery(view);
  const projects = useFetchState(() => staffRequest<DeskProjectsPage>(`/reactapp/staff/projects/?${query}`), [query], {
    keepPrevious: () => true,
  });
  const may = useMay();
  const page = Number(view.page || 1);
  const turn = (to: number) => {
    update({ page: to > 1 ? String(to) : "" });
    heading.current?.focus();
  };

  return (
    <div className="desk">
      <Filters view={view} update={update} />
      <div className="desk__bar">
        <h2 ref={heading} tabIndex={-1} className="desk__title">
          Projects
        </h2>
        {isFiltered(view) && (
          <button type="button" className="button secondary" onClick={() => update(EMPTY_VIEW)}>
            Clear filters
          </button>
        )}
        {may("projects.remove-demo") && <RemoveDemo onRemoved={projects.retry} />}
        {may("projects.import") && (
          <a className="button secondary" href="/staff/projects/import/">
            Import from CSV
          </a>
        )}
        <a className="button" href="/staff/project/">
          New project
        </a>
      </div>
      <ScreenState
        fetched={projects}
        isEmpty={(value) => value.count === 0}
        empty={
          <p>
            {isFiltered(view)
              ? "No projects match these filters."
              : "No projects yet. Create one with New project; it stays a draft until you publish it."}
          </p>
        }
      >
        {(value) => (
          <>
            <p className="muted" aria-live="polite">
              {`${number(value.count)} project${value.count === 1 ? "" : "s"} match.`}
            </p>
            <DataTable caption="Projects" columns={projectColumns} rows={value.results} rowKey={(row) => row.id} />
            <Pager
              label="Projects pages"
              summary={`Page ${page} of ${Math.max(1, Math.ceil(value.count / value.page_size))}`}
              hasPrevious={page > 1}
              hasNext={page * value.page_size < value.count}
              onPrevious={() => turn(page - 1)}
              onNext={() => turn(page + 1)}
            />
          </>
        )}
      </ScreenState>
    </div>
  );
}

export default { component: StaffProjects, css: uiCss + consoleCss + ownCss } satisfies Widget;
