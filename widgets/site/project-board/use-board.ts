// The board's view (in the page's address when the page asks: data-url-state, as /Projects/ does; a
// partner's address is the partner's own), and the projects and facet counts the API returns for it.
import { useEffect, useRef, useState } from "react";
import type { Facets, Page, ProjectCard } from "../../../contract/schemas/projects.ts";
import { ApiError, request } from "../../kits/core/api.ts";
import { favorites } from "../../kits/stores/favorites.ts";
import { useStore } from "../../kits/ui-kit/use-store.ts";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { apiQuery, type BoardState, EMPTY, fromSearch, toSearch } from "./query.ts";

// Typing in a filter waits this long for the next key before asking the server.
const DEBOUNCE_MS = 250;

export type Results =
  | { state: "loading"; previous?: Shown }
  | { state: "ready"; page: Page<ProjectCard>; facets: Facets }
  | { state: "error"; message: string; error: unknown }
  // A filter the API refused (a negative amount, a malformed date): the message goes beside it.
  | { state: "invalid"; fields: Record<string, string[]>; previous?: Shown };

type Shown = { page: Page<ProjectCard>; facets: Facets };

/** A filter the API refused (a negative amount, a malformed date), with the message for each field. */
const refusedFilter = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.kind === "invalid" && Object.keys(error.fieldErrors).length > 0;

export function useBoard(api: string, urlState = false) {
  const [view, setView] = useState(() => (urlState ? fromSearch(location.search) : EMPTY));
  const favoriteIds = useStore(favorites);
  // Only typing waits for the next key; a click or a choice asks the server at once.
  const typing = useRef(false);

  useEffect(() => {
    if (!urlState) return;
    const restore = () => setView(fromSearch(location.search));
    addEventListener("popstate", restore);
    return () => removeEventListener("popstate", restore);
  }, [urlState]);

  const favoriteKey = view.tab === "favorites" ? favoriteIds.join(",") : "";
  const query = apiQuery(view, favoriteIds).toString();
  const { retry, ...fetched } = useFetchState<Shown>(
    async () => {
      const [page, facets] = await Promise.all([
        request<Page<ProjectCard>>(`${api}/reactapp/projects/projects/?${query}`),
        request<Facets>(`${api}/reactapp/projects/facets/?${apiQuery(view, favoriteIds, false)}`),
      ]);
      return { page, facets };
    },
    // `query` and `favoriteKey` stand for the view and the favorites they are built from.
    [api, query, favoriteKey],
    {
      delay() {
        const wait = typing.current ? DEBOUNCE_MS : 0;
        typing.current = false;
        return wait;
      },
      recover(error) {
        // A page past the end (results shrank under a shared link): show the first one.
        if (!(error instanceof ApiError && error.kind === "not-found" && view.page > 1)) return false;
        update({ page: 1 });
        return true;
      },
      keepPrevious: refusedFilter,
    },
  );

  let results: Results;
  if (fetched.state === "ready") results = { state: "ready", ...fetched.value };
  else if (fetched.state === "loading") results = fetched;
  else if (refusedFilter(fetched.error))
    results = { state: "invalid", fields: fetched.error.fieldErrors, previous: fetched.previous };
  else results = { state: "error", message: fetched.message, error: fetched.error };

  /** Changes the view; any change but paging goes back to page 1. Typing replaces the history entry. */
  function update(patch: Partial<BoardState>, { push = true } = {}) {
    const next = { ...view, page: 1, ...patch };
    if (urlState)
      history[push ? "pushState" : "replaceState"](null, "", toSearch(next, location.search) || location.pathname);
    typing.current = !push;
    setView(next);
  }

  const csv = apiQuery(view, favoriteIds, false);
  csv.set("format", "csv");

  return {
    view,
    results,
    update,
    clear: () => update({ ...EMPTY, tab: view.tab, sort: view.sort }),
    retry,
    csvUrl: `${api}/reactapp/projects/projects/?${csv}`,
  };
}
