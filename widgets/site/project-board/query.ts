// The board's view (filters, tab, sort, page) as URL parameters, so a shared link or back/forward
// restores it, and as the API's query. The header search's keyword and location arrive the same way.
import { type BoardTab, boardTabs } from "../../../contract/choices/board-tabs.ts";
import { TEXT_FILTERS as TEXT } from "../../../contract/schemas/project-filters.ts";

export type BoardState = Record<(typeof TEXT)[number], string> & {
  division: string[];
  tab: BoardTab;
  sort: string;
  page: number;
};

export const TABS = boardTabs.map((tab) => tab.value);
export const PAGE_SIZE = 12;

export const EMPTY: BoardState = {
  keyword: "",
  location: "",
  bid_date_from: "",
  bid_date_to: "",
  amount_min: "",
  amount_max: "",
  status: "",
  division: [],
  tab: "active",
  sort: "bid_date",
  page: 1,
};

export function fromSearch(search: string): BoardState {
  const params = new URLSearchParams(search);
  const state: BoardState = { ...EMPTY, division: params.getAll("division").filter(Boolean) };
  for (const name of TEXT) state[name] = params.get(name)?.trim() ?? "";
  const tab = params.get("tab");
  if (TABS.includes(tab as BoardState["tab"])) state.tab = tab as BoardState["tab"];
  state.sort = params.get("sort") || EMPTY.sort;
  state.page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  return state;
}

/** The state as URL parameters, leaving out defaults, with any other parameters of the page kept. */
export function toSearch(state: BoardState, current = ""): string {
  const params = new URLSearchParams(current);
  for (const name of [...TEXT, "division", "tab", "sort", "page"]) params.delete(name);
  for (const name of TEXT) if (state[name]) params.set(name, state[name]);
  for (const code of state.division) params.append("division", code);
  if (state.tab !== EMPTY.tab) params.set("tab", state.tab);
  if (state.sort !== EMPTY.sort) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The API query for the state: filters only (for facets), or with paging (for the list). */
export function apiQuery(state: BoardState, favorites: number[], paged = true): URLSearchParams {
  const params = new URLSearchParams({ format: "json", tab: state.tab, sort: state.sort });
  for (const name of TEXT) if (state[name]) params.set(name, state[name]);
  for (const code of state.division) params.append("division", code);
  if (state.tab === "favorites") params.set("favorites", favorites.join(","));
  if (paged) {
    params.set("page", String(state.page));
    params.set("page_size", String(PAGE_SIZE));
  }
  return params;
}

/** How many filters are set (each CSI division counts as one). */
export const activeFilters = (state: BoardState) =>
  TEXT.filter((name) => state[name] !== "").length + state.division.length;

export const hasFilters = (state: BoardState) => activeFilters(state) > 0;

/** "1 project", "1,204 projects": the results' heading and the phone's "Show N projects" say it alike. */
export const countText = (count: number) => `${count.toLocaleString("en-US")} project${count === 1 ? "" : "s"}`;
