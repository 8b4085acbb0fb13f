// The states every console list or record shows: loading (announced, the last answer kept in view),
// failed with Retry, empty with what to do next, or the content.
import type { ReactNode } from "react";
import { RetryNotice } from "../ui-kit/retry-notice.tsx";
import type { FetchState } from "../ui-kit/use-fetch-state.ts";
import { explainStaffError } from "./staff-api.ts";

export function ScreenState<T>({
  fetched,
  isEmpty,
  empty,
  children,
}: {
  fetched: FetchState<T> & { retry: () => void };
  /** Whether an answer has nothing to show. */
  isEmpty?: (value: T) => boolean;
  /** What an empty answer says (and what to do about it). */
  empty?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const shown = fetched.state === "ready" ? fetched.value : fetched.previous;
  return (
    <div className="screen" aria-busy={fetched.state === "loading"}>
      <p className="visually-hidden" role="status">
        {fetched.state === "loading" ? "Loading…" : ""}
      </p>
      {fetched.state === "error" && (
        <RetryNotice
          className="notice notice--error"
          message={explainStaffError(fetched.error)}
          retry={fetched.retry}
        />
      )}
      {shown === undefined ? (
        fetched.state === "loading" && <p className="muted">Loading…</p>
      ) : isEmpty?.(shown) ? (
        <div className="empty">{empty}</div>
      ) : (
        children(shown)
      )}
    </div>
  );
}
