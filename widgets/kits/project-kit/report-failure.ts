// A board or detail that cannot reach us tells the host page as the forms do: qto:error, with the kind
// of failure and the message the visitor sees beside Retry.
import { useEffect } from "react";
import type { ApiError } from "../core/api.ts";
import type { Emit } from "../core/widget.ts";

/** Emits `error` once per failure (a Retry that fails again is a new failure). */
export function useReportFailure(emit: Emit, failure: { message: string; error: unknown } | undefined) {
  const error = failure?.error as Partial<ApiError> | undefined;
  useEffect(() => {
    // Anything but an ApiError (a bug, not the network) is ours: "server".
    if (failure) emit("error", { kind: error?.kind ?? "server", message: failure.message });
    // One report per failure: `error` is a new object each time a request fails.
  }, [error]);
}
