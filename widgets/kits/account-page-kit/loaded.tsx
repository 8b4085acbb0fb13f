// The states of an account screen's data: loading (said, and announced), failed with Retry, or the
// screen itself once it arrived. Empty states are the screen's own (what to do next differs).
import type { ReactNode } from "react";
import { RetryNotice } from "../ui-kit/retry-notice.tsx";
import type { FetchState } from "../ui-kit/use-fetch-state.ts";

export function Loaded<T>({
  fetched,
  loading,
  children,
}: {
  fetched: FetchState<T> & { retry: () => void };
  /** What is loading, said while it does: "Loading your orders…". */
  loading: string;
  children: (value: T) => ReactNode;
}) {
  if (fetched.state === "error") return <RetryNotice message={fetched.message} retry={fetched.retry} />;
  if (fetched.state === "loading")
    return (
      <p className="notice" role="status">
        {loading}
      </p>
    );
  return <>{children(fetched.value)}</>;
}
