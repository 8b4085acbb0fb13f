// The console's leads inbox (/staff/): every lead of every type, filtered, sorted and paged, with the
// filtered view as CSV. The view is in the page's URL (view.ts).
import { useRef } from "react";
import { LEADS_COUNT_CAP, type LeadsPage } from "../../contract/staff/leads.ts";
import { ApiError } from "../core/api.ts";
import type { Widget } from "../core/widget.ts";
import { DataTable } from "../console-kit/data-table.tsx";
import { Pager } from "../console-kit/pager.tsx";
import { ScreenState } from "../console-kit/screen-state.tsx";
import consoleCss from "../console-kit/styles.css?inline";
import uiCss from "../ui-kit/styles.css?inline";
import { leadColumns } from "./columns.tsx";
import { Filters } from "./filters.tsx";
import ownCss from "./styles.css?inline";
import { useInbox } from "./use-inbox.ts";
import { EMPTY_VIEW, isFiltered } from "./view.ts";

const number = (n: number) => n.toLocaleString("en-US");

function summary(page: LeadsPage): string {
  const first = (page.page - 1) * page.page_size + 1;
  const last = first + page.results.length - 1;
  const of = page.capped ? `more than ${number(LEADS_COUNT_CAP)}` : number(page.count);
  return page.results.length ? `Leads ${number(first)}–${number(last)} of ${of}` : `No leads on this page (of ${of})`;
}

export function StaffLeads() {
  const inbox = useInbox();
  const { view, update, leads } = inbox;
  const heading = useRef<HTMLHeadingElement>(null);
  const errors = leads.state === "error" && leads.error instanceof ApiError ? leads.error.fieldErrors : {};
  const page = Number(view.page || 1);
  const turn = (to: number) => {
    update({ page: to > 1 ? String(to) : "" });
    heading.current?.focus();
  };

  return (
    <div className="inbox">
      <Filters view={view} members={inbox.members} errors={errors} update={update} />
      <div className="inbox__bar">
        <h2 ref={heading} tabIndex={-1} className="inbox__title">
          Results
        </h2>
        {isFiltered(view) && (
          <button type="button" className="button secondary" onClick={() => update(EMPTY_VIEW)}>
            Clear filters
          </button>
        )}
        <a className="button secondary" href={inbox.csvUrl} download>
          Download CSV
        </a>
      </div>
      <ScreenState
        fetched={leads}
        isEmpty={(value) => value.count === 0}
        empty={
          <p>
            {isFiltered(view)
              ? "No leads match these filters."
              : "No leads yet: they appear here as visitors send them."}
          </p>
        }
      >
        {(value) => (
          <>
            <p className="muted" aria-live="polite">
              {value.capped
                ? `More than ${number(LEADS_COUNT_CAP)} leads match: the count stops there. Narrow the filters to count them.`
                : `${number(value.count)} lead${value.count === 1 ? "" : "s"} match.`}
            </p>
            <DataTable
              caption="Leads"
              columns={leadColumns(view.sort, (sort) => update({ sort }))}
              rows={value.results}
              rowKey={(row) => row.id}
            />
            <Pager
              label="Leads pages"
              summary={summary(value)}
              hasPrevious={page > 1}
              hasNext={page * value.page_size < value.count || value.capped}
              onPrevious={() => turn(page - 1)}
              onNext={() => turn(page + 1)}
            />
          </>
        )}
      </ScreenState>
    </div>
  );
}

export default { component: StaffLeads, css: uiCss + consoleCss + ownCss } satisfies Widget;
