// A console list's view (filters, sort, page) kept in the page's URL query: it can be shared and
// reloaded, a change is a history entry (typing in a search box replaces the current one), Back returns
// to the view before, and any change but paging goes back to the first page.
import { useEffect, useState } from "react";

export function useUrlView<View extends Record<string, string>>(
  read: (search: string) => View,
  query: (view: View) => string,
) {
  const [view, setView] = useState<View>(() => read(location.search));

  useEffect(() => {
    const back = () => setView(read(location.search));
    addEventListener("popstate", back);
    return () => removeEventListener("popstate", back);
  }, []);

  const update = (change: Partial<View>, { replace = false } = {}) => {
    const next = { ...view, page: "", ...change };
    const search = query(next);
    history[replace ? "replaceState" : "pushState"](null, "", search ? `?${search}` : location.pathname);
    setView(next);
  };
  return { view, update };
}
