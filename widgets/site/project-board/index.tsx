// The project board (/Projects/ and partner pages): filters, tabs, sort, cards, paging, CSV download.
import { useRef } from "react";
import { boardTabs } from "../../../contract/choices/board-tabs.ts";
import { projectSorts } from "../../../contract/choices/project-sorts.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { onPartnerPage } from "../../kits/project-kit/project-actions.tsx";
import { useReportFailure } from "../../kits/project-kit/report-failure.ts";
import { Card } from "./card.tsx";
import { Filters } from "./filters.tsx";
import { countText, hasFilters, PAGE_SIZE } from "./query.ts";
import kitCss from "../../kits/project-kit/styles.css?inline";
import { RetryNotice } from "../../kits/ui-kit/retry-notice.tsx";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import boardCss from "./styles.css?inline";
import { useBoard } from "./use-board.ts";

export function ProjectBoard({ options, emit }: WidgetProps) {
  const board = useBoard(options.api, options.extra.urlState);
  const { view, results, update } = board;
  useReportFailure(emit, results.state === "error" ? results : undefined);
  const shown = results.state === "ready" ? results : results.state === "error" ? undefined : results.previous;
  const filtered = hasFilters(view);
  const pages = shown ? Math.max(1, Math.ceil(shown.page.count / PAGE_SIZE)) : 1;
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Paging from the buttons under the cards, or "Show N projects" under a phone's filters: the results
  // come into view from their top, for the eye and for the keyboard and screen reader (focus moves to
  // their heading, which reads the count, so Tab goes on to the first card).
  const reveal = () => {
    resultsRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  };
  const turnTo = (page: number) => {
    update({ page });
    reveal();
  };

  let body;
  if (results.state === "error") {
    body = <RetryNotice message={results.message} retry={board.retry} buttonClass="button" />;
  } else if (!shown) {
    body = (
      <ul className="cards" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li className="card skeleton" key={i} />
        ))}
      </ul>
    );
  } else if (shown.page.count === 0) {
    body = (
      <div className="notice">
        <p>
          {view.tab === "favorites" && !filtered
            ? "No favorites yet: star a project to keep it here."
            : "No projects match these filters."}
        </p>
        {filtered && (
          <button type="button" className="button" onClick={board.clear}>
            Clear the filters
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <ul className="cards">
        {shown.page.results.map((project) => (
          <Card key={project.project_id} project={project} site={options.api} />
        ))}
      </ul>
    );
  }

  return (
    <div className="board">
      <Filters
        view={view}
        facets={shown?.facets}
        errors={results.state === "invalid" ? results.fields : {}}
        update={update}
        clear={board.clear}
        filtered={filtered}
        count={shown?.page.count}
        showResults={reveal}
      />
      <section className="results" aria-label="Projects" aria-busy={results.state === "loading"} ref={resultsRef}>
        <div className="toolbar">
          <div className="tabs" role="group" aria-label="Show">
            {/* No Favorites on a partner's page, where there are no stars (project-actions.tsx). */}
            {boardTabs
              .filter(({ value }) => value !== "favorites" || !onPartnerPage(options.api))
              .map(({ value: tab, label }) => (
                <button type="button" key={tab} aria-pressed={view.tab === tab} onClick={() => update({ tab })}>
                  {label}
                </button>
              ))}
          </div>
          <label className="sort">
            Sort by
            <select value={view.sort} onChange={(event) => update({ sort: event.currentTarget.value })}>
              {projectSorts.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="summary-line">
          <h3 aria-live="polite" tabIndex={-1} ref={headingRef}>
            {shown ? countText(shown.page.count) : "Loading projects…"}
          </h3>
          {shown && shown.page.count > 0 && (
            <a className="csv" href={board.csvUrl} download="project-leads.csv">
              Download CSV
            </a>
          )}
        </div>
        {body}
        {shown && pages > 1 && results.state !== "error" && (
          <nav className="pager" aria-label="Pages">
            <button type="button" disabled={view.page <= 1} onClick={() => turnTo(view.page - 1)}>
              Previous
            </button>
            <span>
              Page {view.page} of {pages}
            </span>
            <button type="button" disabled={view.page >= pages} onClick={() => turnTo(view.page + 1)}>
              Next
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}

export default { component: ProjectBoard, css: uiCss + kitCss + boardCss } satisfies Widget;
