// The record a console page shows (a lead, an order), named by ?id= in the page's URL: fetched, read
// again after a change (the last answer stays in view if that fails), and missing when the URL names
// none or the server knows no such record (404).
import { ApiError } from "../core/api.ts";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { staffRequest } from "./staff-api.ts";

export function useRecord<T>(path: (id: number) => string) {
  const id = Number(new URLSearchParams(location.search).get("id")) || 0;
  const fetched = useFetchState(id ? () => staffRequest<T>(path(id)) : undefined, [id], { keepPrevious: () => true });
  const missing =
    !id || (fetched.state === "error" && fetched.error instanceof ApiError && fetched.error.status === 404);
  return { id, fetched, missing };
}

export type RecordState<T> = ReturnType<typeof useRecord<T>>;
