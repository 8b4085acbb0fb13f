// The board index's sort orders: positions sorted by a column, ties broken by id as SQL's
// `order by x, id` did. An order is built on first use and kept; an edit moves one position within it.
import type { ProjectSort } from "../../../contract/choices/project-sorts.ts";
import type { IndexedProject } from "./project-columns.ts";

type SortKey = "bid_date" | "name" | "bid_amount";
export type Compare = (a: number, b: number) => number;

// A Map, since the key is the visitor's `sort`: "constructor" must not find Object's own (issue 12, 1).
const SORT_KEYS = new Map<string, [SortKey, 1 | -1]>(
  Object.entries({
    bid_date: ["bid_date", 1],
    "-bid_date": ["bid_date", -1],
    title: ["name", 1],
    "-title": ["name", -1],
    amount: ["bid_amount", 1],
    "-amount": ["bid_amount", -1],
  } satisfies Record<ProjectSort, [SortKey, 1 | -1]>),
);
const DEFAULT_SORT = SORT_KEYS.get("bid_date")!;

/** The order's name (one per column and direction) and its comparison of positions of `rows`. */
export function comparison(sort: string, rows: IndexedProject[]): { name: string; compare: Compare } {
  const [key, direction] = SORT_KEYS.get(sort) ?? DEFAULT_SORT;
  const compare = (a: number, b: number) => {
    const x = rows[a]![key];
    const y = rows[b]![key];
    const byKey = x < y ? -direction : x > y ? direction : 0;
    return byKey || rows[a]!.id - rows[b]!.id;
  };
  return { name: `${key}:${direction}`, compare };
}

export const sortedPositions = (size: number, compare: Compare) =>
  Int32Array.from({ length: size }, (_, i) => i).sort(compare);

/**
 * `order` with position `p` (whose row just changed, or was appended) moved to its sorted place: one
 * copy and a binary search, a few milliseconds at a million projects where sorting anew takes a second.
 */
export function withPlaced(order: Int32Array, p: number, compare: Compare): Int32Array {
  const k = order.indexOf(p);
  const length = k < 0 ? order.length + 1 : order.length;
  const next = new Int32Array(length);
  if (k < 0) next.set(order);
  else {
    next.set(order.subarray(0, k));
    next.set(order.subarray(k + 1), k);
  }
  let low = 0;
  let high = length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(next[middle]!, p) < 0) low = middle + 1;
    else high = middle;
  }
  next.copyWithin(low + 1, low, length - 1);
  next[low] = p;
  return next;
}
