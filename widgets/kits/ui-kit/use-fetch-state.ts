// What a widget asked the server and where that stands: loading (with the last answer, to keep in view),
// ready, or failed with a message and Retry. An answer that arrives after the question changed is
// dropped, so a slow old response never overwrites a newer one.
import { useEffect, useState } from "react";
import { ApiError, MESSAGES } from "../core/api.ts";

export type FetchState<T> =
  | { state: "loading"; previous?: T }
  | { state: "ready"; value: T }
  | { state: "error"; message: string; error: unknown; previous?: T };

export type FetchOptions = {
  /** How long to wait before asking (typing waits for the next key); by default it asks at once. */
  delay?: () => number;
  /** Deals with a failure itself and returns true: what it does changes the question, so loading goes on. */
  recover?: (error: unknown) => boolean;
  /** A failure after which the last answer stays in view (a filter the server refused). */
  keepPrevious?: (error: unknown) => boolean;
  /** The visitor's message for a failure; by default the API's own. */
  explain?: (error: unknown) => string;
};

const apiMessage = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.server);

/**
 * Asks `load` whenever one of `deps` changes (or on Retry); no `load` asks nothing. A `load` that
 * answers without a promise is ready at once.
 */
export function useFetchState<T>(
  load: (() => T | Promise<T>) | undefined,
  deps: unknown[],
  options: FetchOptions = {},
) {
  const [state, setState] = useState<FetchState<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    let current = true;
    const fail = (error: unknown) => {
      if (!current || options.recover?.(error)) return;
      const message = (options.explain ?? apiMessage)(error);
      setState((previous) => ({
        state: "error",
        message,
        error,
        previous: options.keepPrevious?.(error) && previous.state === "loading" ? previous.previous : undefined,
      }));
    };
    const answer = (value: T) => current && setState({ state: "ready", value });
    // While it loads, the last answer stays at hand (a board keeps its cards in view).
    const loading = () =>
      setState((previous) => ({
        state: "loading",
        previous: previous.state === "ready" ? previous.value : previous.previous,
      }));
    const delay = options.delay?.();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (delay === undefined) {
      const result = load();
      if (!(result instanceof Promise)) answer(result);
      else {
        loading();
        result.then(answer, fail);
      }
    } else {
      loading();
      timer = setTimeout(() => Promise.resolve(load()).then(answer, fail), delay);
    }
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The caller's `deps` stand for what `load` asks.
  }, [...deps, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) } as FetchState<T> & { retry: () => void };
}
