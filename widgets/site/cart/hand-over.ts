// A partner page's Add to Cart links here, /Cart/?add=ID&size=small: the partner's page cannot fill
// our cart (it lives in this site's storage), so the project is added when the cart opens.
import { useEffect, useState } from "react";
import { takeoffSizes } from "../../../contract/choices/takeoff-sizes.ts";
import type { ProjectDetail } from "../../../contract/schemas/projects.ts";
import { ApiError, MESSAGES, request } from "../../kits/core/api.ts";
import { addToCart, resizeLines } from "../../kits/stores/cart.ts";

/** Adds the project the address names; returns a message when that failed. */
export function useHandOver(site: string): string | undefined {
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id = Number(params.get("add"));
    if (!params.has("add")) return;
    const size = takeoffSizes.find((s) => s.value === params.get("size"))?.value ?? "small";
    // The address is used once: a reload or Back does not add the project again.
    params.delete("add");
    params.delete("size");
    history.replaceState(history.state, "", `${location.pathname}${params.size ? `?${params}` : ""}${location.hash}`);
    if (!Number.isInteger(id) || id <= 0) {
      setFailure("That link names no project: choose it again on the project board.");
      return;
    }
    request<ProjectDetail>(`${site}/reactapp/projects/projects/${id}/?format=json`).then(
      (project) => {
        addToCart(project);
        resizeLines({ [id]: size });
      },
      (error: unknown) =>
        setFailure(
          error instanceof ApiError && error.kind === "not-found"
            ? "That project is no longer listed, so it was not added."
            : `The project was not added. ${error instanceof ApiError ? error.message : MESSAGES.server}`,
        ),
    );
  }, [site]);
  return failure;
}
