// The desk list's view (filters, sort, page) in the page's URL, under the API's parameter names.
export const VIEW_KEYS = ["publication", "demo", "q", "sort", "page"] as const;
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

export const isFiltered = (view: View) => Boolean(view.publication || view.demo || view.q);
