// The server's prices for the cart's lines (POST /reactapp/cart/quote/), asked again whenever a line or
// a size changes: the browser never decides a price. Lines naming projects no longer offered leave the
// cart, and the visitor is told which.
import { useState } from "react";
import type { CartQuote, UnknownProjects } from "../../../contract/schemas/cart.ts";
import { ApiError, request } from "../core/api.ts";
import { type CartLine, removeLines } from "../stores/cart.ts";
import { type FetchState, useFetchState } from "./use-fetch-state.ts";

export type QuoteState = FetchState<CartQuote>;

const EMPTY: CartQuote = { lines: [], subtotal: 0, discount: 0, total: 0, reward_points: 0 };

export function useCartQuote(api: string, lines: CartLine[]) {
  const [dropped, setDropped] = useState<CartLine[]>([]);
  // The lines as the server sees them: the quote is asked again only when one of these changes.
  const key = lines.map((line) => `${line.project_id}:${line.size}`).join();
  const { retry, ...result } = useFetchState(
    () =>
      lines.length
        ? request<CartQuote>(`${api}/reactapp/cart/quote/`, {
            method: "POST",
            body: { lines: lines.map(({ project_id, size }) => ({ project_id, size })) },
          })
        : EMPTY,
    [api, key],
    {
      recover(error) {
        const unknown = error instanceof ApiError && (error.fieldErrors as Partial<UnknownProjects>).unknown_projects;
        if (!unknown || !unknown.length) return false;
        // Removing them changes the lines, and the remaining ones are priced afresh.
        setDropped(lines.filter((line) => unknown.includes(line.project_id)));
        removeLines(unknown);
        return true;
      },
    },
  );
  return { result: result as QuoteState, dropped, retry };
}
