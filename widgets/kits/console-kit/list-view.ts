// A console list's view: its filters, sort and page under the API's own parameter names, kept in the
// page's URL (use-url-view.ts) and sent to the API as they are, in the order of `keys`.
export type View = Record<string, string>;

/** Not filters: "Clear filters" resets them too, but a sorted or paged list is not a filtered one. */
const NOT_FILTERS = ["sort", "page"];

export function listView(keys: readonly string[]) {
  return {
    empty: Object.fromEntries(keys.map((key) => [key, ""])) as View,
    /** The view a URL query names; unknown parameters are ignored. */
    read(search: string): View {
      const params = new URLSearchParams(search);
      return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""]));
    },
    /** The view as a query, without empty values (and without the page when `withPage` is false). */
    query(view: View, { withPage = true } = {}): string {
      const params = new URLSearchParams();
      for (const key of keys) if (view[key] && (withPage || key !== "page")) params.set(key, view[key]);
      return params.toString();
    },
    isFiltered: (view: View) => keys.some((key) => !NOT_FILTERS.includes(key) && !!view[key]),
  };
}
