// The server's prices for the cart's lines (POST /reactapp/cart/quote/), asked again whenever a line or
// a size changes: the browser never decides a price. Lines naming projects no longer offered leave the
// cart, and the visitor is told which.
import type { CartQuote, UnknownProjects } from "../../contract/schemas/cart.ts";
import { ApiError, MESSAGES, request } from "../core/api.ts";
import { type CartLine, removeLines } from "../stores/cart.ts";
import { useEffect, useState } from "react";

export type QuoteState =
  | { state: "loading"; previous?: CartQuote }
  | { state: "ready"; quote: CartQuote }
  | { state: "error"; message: string };

const EMPTY: CartQuote = { lines: [], subtotal: 0, discount: 0, total: 0, reward_points: 0 };

export function useCartQuote(api: string, lines: CartLine[]) {
  const [result, setResult] = useState<QuoteState>({ state: "loading" });
  const [dropped, setDropped] = useState<CartLine[]>([]);
  const [attempt, setAttempt] = useState(0);
  // The lines as the server sees them: the effect runs again only when one of these changes.
  const key = lines.map((line) => `${line.project_id}:${line.size}`).join();

  useEffect(() => {
    if (!lines.length) return setResult({ state: "ready", quote: EMPTY });
    let current = true;
    setResult((previous) => ({
      state: "loading",
      previous:
        previous.state === "ready" ? previous.quote : previous.state === "loading" ? previous.previous : undefined,
    }));
    request<CartQuote>(`${api}/reactapp/cart/quote/`, {
      method: "POST",
      body: { lines: lines.map(({ project_id, size }) => ({ project_id, size })) },
    }).then(
      (quote) => current && setResult({ state: "ready", quote }),
      (error: unknown) => {
        if (!current) return;
        const unknown = error instanceof ApiError && (error.fieldErrors as Partial<UnknownProjects>).unknown_projects;
        if (unknown && unknown.length) {
          // Removing them changes the lines, and the remaining ones are priced afresh.
          setDropped(lines.filter((line) => unknown.includes(line.project_id)));
          return removeLines(unknown);
        }
        setResult({ state: "error", message: error instanceof ApiError ? error.message : MESSAGES.server });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for the lines it is built from.
  }, [api, key, attempt]);

  return { result, dropped, retry: () => setAttempt((n) => n + 1) };
}
