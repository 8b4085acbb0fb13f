// A list screen's view (filters, sort, page) kept in the page's URL query: read from it, written back
// to it (a change is a history entry, typing in a search box replaces the current one), and followed
// when Back or Forward changes it. Any change but paging goes back to the first page.
import { useEffect, useState } from "react";

export function useUrlView<View extends { page: string }>(
  readView: (search: string) => View,
  viewQuery: (view: View) => string,
) {
  const [view, setView] = useState<View>(() => readView(location.search));

  useEffect(() => {
    const back = () => setView(readView(location.search));
    addEventListener("popstate", back);
    return () => removeEventListener("popstate", back);
  }, []);

  const update = (change: Partial<View>, { replace = false } = {}) => {
    const next = { ...view, page: "", ...change };
    const search = viewQuery(next);
    history[replace ? "replaceState" : "pushState"](null, "", search ? `?${search}` : location.pathname);
    setView(next);
  };
  return { view, update };
}
