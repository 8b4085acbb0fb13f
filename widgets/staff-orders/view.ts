// The orders list's view (filters and page) lives in the page's URL query, under the API's own names:
// a view can be shared, reloaded, and Back returns to the one before.
export const VIEW_KEYS = ["status", "from", "to", "q", "test", "page"] as const;
export type View = Record<(typeof VIEW_KEYS)[number], string>;

export const EMPTY_VIEW = Object.fromEntries(VIEW_KEYS.map((key) => [key, ""])) as View;

export const readView = (search: string): View => {
  const params = new URLSearchParams(search);
  return Object.fromEntries(VIEW_KEYS.map((key) => [key, params.get(key) ?? ""])) as View;
};

export function viewQuery(view: View): string {
  const params = new URLSearchParams();
  for (const key of VIEW_KEYS) if (view[key]) params.set(key, view[key]);
  return params.toString();
}

export const isFiltered = (view: View) => VIEW_KEYS.some((key) => key !== "page" && view[key] !== "");
