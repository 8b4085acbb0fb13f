// The project the detail shows: its id from data-project-id or the page's /ProjectDetail/{id} address,
// and the API's answer for it (null when there is no such project).
import type { ProjectDetail as Project } from "../../../contract/schemas/projects.ts";
import { ApiError, request } from "../../kits/core/api.ts";
import type { WidgetOptions } from "../../kits/core/options.ts";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";

function projectId(extra: WidgetOptions["extra"]): string {
  return extra.projectId ?? /\/ProjectDetail\/([^/?#]+)/i.exec(location.pathname)?.[1] ?? "";
}

export function useProject(options: WidgetOptions) {
  const id = projectId(options.extra);
  const site = options.api;
  return useFetchState<Project | null>(
    // /ProjectDetail/ without an id names no project: nothing to ask the server.
    () =>
      id
        ? request<Project>(`${site}/reactapp/projects/projects/${encodeURIComponent(id)}/?format=json`).catch(
            (error: unknown) => {
              if (error instanceof ApiError && error.kind === "not-found") return null;
              throw error;
            },
          )
        : null,
    [site, id],
  );
}
