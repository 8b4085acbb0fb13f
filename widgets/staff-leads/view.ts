// The inbox's view (filters, sort, page) lives in the page's URL query, under the API's own parameter
// names: a view can be shared, reloaded, and Back returns to the one before.
export const VIEW_KEYS = ["type", "status", "assignee", "partner", "from", "to", "q", "sort", "page"] as const;
export type ViewKey = (typeof VIEW_KEYS)[number];
export type View = Record<ViewKey, string>;

export const EMPTY_VIEW: View = Object.fromEntries(VIEW_KEYS.map((key) => [key, ""])) as View;

/** The view a URL query names; unknown parameters are ignored. */
export function readView(search: string): View {
  const params = new URLSearchParams(search);
  return Object.fromEntries(VIEW_KEYS.map((key) => [key, params.get(key) ?? ""])) as View;
}

/** The view as a query string, without empty values (and without `page` when `withPage` is false). */
export function viewQuery(view: View, { withPage = true } = {}): string {
  const params = new URLSearchParams();
  for (const key of VIEW_KEYS) if (view[key] && (withPage || key !== "page")) params.set(key, view[key]);
  return params.toString();
}

/** Whether any filter is set (sort and page aside). */
export const isFiltered = (view: View) => VIEW_KEYS.some((key) => key !== "sort" && key !== "page" && view[key] !== "");
