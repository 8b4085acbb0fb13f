// The console's project desk (/staff/projects/): every project whatever its publication, filtered,
// sorted and paged, with New project and, for administrators, Import from CSV and Remove demo projects. The
// view is in the page's URL.
import { projectPublications } from "../../../contract/choices/project-publications.ts";
import { deskSorts, type DeskProjectRow, type DeskProjectsPage } from "../../../contract/staff/project-desk.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { select } from "../../kits/console-kit/list-filters.tsx";
import { resultsPage } from "../../kits/console-kit/list-paging.ts";
import { type ListConfig, ListScreen } from "../../kits/console-kit/list-screen.tsx";
import { useMay } from "../../kits/console-kit/use-may.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { PROJECT_COLUMNS } from "./columns.tsx";
import { RemoveDemo } from "./remove-demo.tsx";
import ownCss from "./styles.css?inline";

const CONFIG: ListConfig<DeskProjectRow, DeskProjectsPage> = {
  noun: { one: "project", many: "projects" },
  title: "Projects",
  path: "/reactapp/staff/projects/",
  keys: ["publication", "demo", "q", "sort", "page"],
  filterLabel: "Filter projects",
  columns: PROJECT_COLUMNS,
  read: resultsPage,
  paging: "pages",
  empty: {
    filtered: "No projects match these filters.",
    none: "No projects yet. Create one with New project; it stays a draft until you publish it.",
  },
};

export function StaffProjects() {
  const may = useMay();
  return (
    <ListScreen
      config={CONFIG}
      filters={[
        { type: "search", key: "q", label: "Search", placeholder: "Name, company, city, external id", maxLength: 100 },
        select("publication", "Publication", [{ value: "", label: "Any" }, ...projectPublications]),
        select("demo", "Demo", [
          { value: "", label: "All projects" },
          { value: "0", label: "Real projects" },
          { value: "1", label: "Demo projects" },
        ]),
        select("sort", "Sort", [{ value: "", label: deskSorts[0].label }, ...deskSorts.slice(1)]),
      ]}
      actions={({ retry }) => (
        <>
          {may("projects.remove-demo") && <RemoveDemo onRemoved={retry} />}
          {may("projects.import") && (
            <a className="button secondary" href="/staff/projects/import/">
              Import from CSV
            </a>
          )}
          <a className="button" href="/staff/project/">
            New project
          </a>
        </>
      )}
    />
  );
}

export default { component: StaffProjects, css: uiCss + consoleCss + ownCss } satisfies Widget;
