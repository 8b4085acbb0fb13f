// A list sorted by its columns' headers: a column sorts ascending, or, with a `desc` order too, turns
// around on a second click. The list's default order is written as no `sort` at all.
export type SortBy = { asc: string; desc?: string };
export type SortState = "ascending" | "descending" | "none";

/** How the list stands by this column, `current` being the view's sort or the list's default. */
export const sortState = ({ asc, desc }: SortBy, current: string): SortState =>
  current === asc ? "ascending" : current === desc ? "descending" : "none";

/** The view's sort after a click on this column's header. */
export function nextSort(by: SortBy, current: string, defaultSort = ""): string {
  const next = by.desc && sortState(by, current) !== "descending" ? by.desc : by.asc;
  return next === defaultSort ? "" : next;
}
