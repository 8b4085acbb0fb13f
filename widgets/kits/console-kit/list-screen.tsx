// A console list screen (leads, orders, projects, the audit log): its filters, a heading row with Clear
// filters, the CSV of the filtered view and the screen's own actions, then the list in its states
// (loading, failed with Retry, empty in words that tell a filtered view from an empty list), how many
// match, the table and the pager. The view is in the page's URL (use-url-view.ts): it can be shared,
// and Back returns to the one before. A page turn hands focus to the heading.
import { type ReactNode, useRef } from "react";
import { ApiError } from "../core/api.ts";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { type Column, DataTable } from "./data-table.tsx";
import { type Filter, ListFilters } from "./list-filters.tsx";
import { capital, countWords, type ListPage, usePaging } from "./list-paging.ts";
import { listView } from "./list-view.ts";
import { Pager } from "./pager.tsx";
import { ScreenState } from "./screen-state.tsx";
import { nextSort, type SortBy, sortState } from "./sortable.ts";
import { staffRequest } from "./staff-api.ts";
import { useUrlView } from "./use-url-view.ts";

export type ListColumn<Row> = Omit<Column<Row>, "sort"> & { sortBy?: SortBy };

export type ListConfig<Row, Answer> = {
  /** What a row is: the count ("12 leads match") and the pager ("Leads 51–100 of 1,204"). */
  noun: { one: string; many: string };
  /** The table's name for screen readers, and its pager's; the noun by default. */
  caption?: string;
  /** The heading above the list, focused when the page turns. */
  title?: string;
  /** The GET path; the view's query follows "?". */
  path: string;
  /** The view's keys in the order the query writes them: filters, then sort, then page. */
  keys: readonly string[];
  filterLabel: string;
  columns: Array<ListColumn<Row>>;
  /** The order the API uses without `sort`. */
  defaultSort?: string;
  /** A row's React key; its `id` by default. */
  rowKey?: (row: Row) => string | number;
  read: (answer: Answer) => ListPage<Row>;
  paging: "pages" | "cursor";
  /** Where the API stops counting (it answers `capped`). */
  countCap?: number;
  /** The CSV of the filtered view, every page of it. */
  csv?: string;
  empty: { filtered: string; none: ReactNode };
};

const byId = (row: unknown) => (row as { id: number }).id;

export function ListScreen<Row, Answer>({
  api = "",
  config,
  filters,
  actions,
}: {
  /** Put before every path (the audit log asks the site's API by its address). */
  api?: string;
  config: ListConfig<Row, Answer>;
  /** Built per render: a select's options may come from a fetch (the members, the team). */
  filters: Filter[];
  actions?: (list: { retry: () => void }) => ReactNode;
}) {
  const list = listView(config.keys);
  const { view, update } = useUrlView(list.read, list.query);
  const query = list.query(view);
  const paging = usePaging(config.paging, view, update, query);
  const params = new URLSearchParams(query);
  if (paging.before) params.set("before", String(paging.before));
  const url = `${api}${config.path}?${params}`;
  const fetched = useFetchState(() => staffRequest<Answer>(url), [url], { keepPrevious: () => true });
  const heading = useRef<HTMLHeadingElement>(null);
  const errors = fetched.state === "error" && fetched.error instanceof ApiError ? fetched.error.fieldErrors : {};
  const filtered = list.isFiltered(view);
  const caption = config.caption ?? capital(config.noun.many);
  const current = view.sort || config.defaultSort || "";
  const columns = config.columns.map(({ sortBy, ...column }): Column<Row> =>
    sortBy
      ? {
          ...column,
          sort: {
            state: sortState(sortBy, current),
            onSort: () => update({ sort: nextSort(sortBy, current, config.defaultSort) }),
          },
        }
      : column,
  );
  const turn = (move: () => void) => {
    move();
    heading.current?.focus();
  };

  return (
    <div className="list">
      <ListFilters label={config.filterLabel} filters={filters} view={view} errors={errors} update={update} />
      <div className="list__bar">
        <h2 ref={heading} tabIndex={-1} className="list__title">
          {config.title ?? "Results"}
        </h2>
        {filtered && (
          <button type="button" className="button secondary" onClick={() => update(list.empty)}>
            Clear filters
          </button>
        )}
        {config.csv && (
          <a
            className="button secondary"
            href={`${api}${config.csv}?${list.query(view, { withPage: false })}`}
            download
          >
            Download CSV
          </a>
        )}
        {actions?.({ retry: fetched.retry })}
      </div>
      <ScreenState
        fetched={fetched}
        isEmpty={(answer) => {
          const { count, rows } = config.read(answer);
          return count === undefined ? rows.length === 0 : count === 0;
        }}
        empty={<p>{filtered ? config.empty.filtered : config.empty.none}</p>}
      >
        {(answer) => {
          const page = config.read(answer);
          const count =
            page.count === undefined ? undefined : countWords(config.noun, config.countCap, paging.page, page);
          return (
            <>
              {count && (
                <p className="muted" aria-live="polite">
                  {count.matching}
                </p>
              )}
              <DataTable caption={caption} columns={columns} rows={page.rows} rowKey={config.rowKey ?? byId} />
              <Pager
                label={`${caption} pages`}
                summary={count?.where ?? `Page ${paging.page}`}
                hasPrevious={paging.hasPrevious}
                hasNext={paging.hasNext(page)}
                onPrevious={() => turn(paging.previous)}
                onNext={() => turn(() => paging.next(page))}
              />
            </>
          );
        }}
      </ScreenState>
    </div>
  );
}
