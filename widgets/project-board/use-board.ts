// The board's view in the URL, and the projects and facet counts the API returns for it.
import { useEffect, useRef, useState } from "react";
import type { Facets, Page, ProjectCard } from "../../contract/schemas/projects.ts";
import { ApiError, MESSAGES, request } from "../core/api.ts";
import { favorites } from "../stores/favorites.ts";
import { useStore } from "../stores/use-store.ts";
import { apiQuery, type BoardState, EMPTY, fromSearch, toSearch } from "./query.ts";

// Typing in a filter waits this long for the next key before asking the server.
const DEBOUNCE_MS = 250;

export type Results =
  | { state: "loading"; previous?: { page: Page<ProjectCard>; facets: Facets } }
  | { state: "ready"; page: Page<ProjectCard>; facets: Facets }
  | { state: "error"; message: string }
  // A filter the API refused (a negative amount, a malformed date): the message goes beside it.
  | { state: "invalid"; fields: Record<string, string[]>; previous?: { page: Page<ProjectCard>; facets: Facets } };

export function useBoard(api: string) {
  const [view, setView] = useState(() => fromSearch(location.search));
  const [results, setResults] = useState<Results>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const favoriteIds = useStore(favorites);
  // Only typing waits for the next key; a click or a choice asks the server at once.
  const typing = useRef(false);

  useEffect(() => {
    const restore = () => setView(fromSearch(location.search));
    addEventListener("popstate", restore);
    return () => removeEventListener("popstate", restore);
  }, []);

  const favoriteKey = view.tab === "favorites" ? favoriteIds.join(",") : "";
  const query = apiQuery(view, favoriteIds).toString();
  useEffect(() => {
    let current = true;
    setResults((previous) => ({
      state: "loading",
      previous: previous.state === "ready" ? previous : previous.state === "error" ? undefined : previous.previous,
    }));
    const timer = setTimeout(
      async () => {
        try {
          const [page, facets] = await Promise.all([
            request<Page<ProjectCard>>(`${api}/reactapp/projects/projects/?${query}`),
            request<Facets>(`${api}/reactapp/projects/facets/?${apiQuery(view, favoriteIds, false)}`),
          ]);
          if (current) setResults({ state: "ready", page, facets });
        } catch (error) {
          if (!current) return;
          // A page past the end (results shrank under a shared link): show the first one.
          if (error instanceof ApiError && error.kind === "not-found" && view.page > 1) return update({ page: 1 });
          if (error instanceof ApiError && error.kind === "invalid" && Object.keys(error.fieldErrors).length) {
            return setResults((previous) => ({
              state: "invalid",
              fields: error.fieldErrors,
              previous: previous.state === "loading" ? previous.previous : undefined,
            }));
          }
          setResults({ state: "error", message: error instanceof ApiError ? error.message : MESSAGES.server });
        }
      },
      typing.current ? DEBOUNCE_MS : 0,
    );
    typing.current = false;
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `query` and `favoriteKey` stand for the view and the favorites they are built from.
  }, [api, query, favoriteKey, attempt]);

  /** Changes the view; any change but paging goes back to page 1. Typing replaces the history entry. */
  function update(patch: Partial<BoardState>, { push = true } = {}) {
    const next = { ...view, page: 1, ...patch };
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
    retry: () => setAttempt((n) => n + 1),
    csvUrl: `${api}/reactapp/projects/projects/?${csv}`,
  };
}
