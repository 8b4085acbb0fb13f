// The board index's sort orders: positions sorted by a column, ties broken by id as SQL's
// `order by x, id` did. An order is built once (at start) and kept; an edit moves one position within it.
// A page of few matches is found by sorting them; a page of many, by walking the order (pageOf).
import { endianness } from "node:os";
import type { ProjectSort } from "../../../../contract/choices/project-sorts.ts";
import { type Bitset, hasBit, positionsOf } from "./bitset.ts";
import type { ProjectColumns } from "./project-columns.ts";

type SortKey = "day" | "name" | "amount";
export type Compare = (a: number, b: number) => number;
export type SortOrder = { order: Int32Array; compare: Compare };

// A Map, since the key is the visitor's `sort`: "constructor" must not find Object's own.
const SORT_KEYS = new Map<string, [SortKey, 1 | -1]>(
  Object.entries({
    bid_date: ["day", 1],
    "-bid_date": ["day", -1],
    title: ["name", 1],
    "-title": ["name", -1],
    amount: ["amount", 1],
    "-amount": ["amount", -1],
  } satisfies Record<ProjectSort, [SortKey, 1 | -1]>),
);
const DEFAULT_SORT = SORT_KEYS.get("bid_date")!;
const ASCENDING = new Map<SortKey, ProjectSort>([
  ["day", "bid_date"],
  ["name", "title"],
  ["amount", "amount"],
]);

/**
 * The order's name (one per column and direction), its comparison of positions of `columns`, and for a
 * descending one the sort whose order it can be made from.
 */
export function comparison(
  sort: string,
  columns: ProjectColumns,
  /** Every name as a string, when sorting all of them: else each is read from `columns` when compared. */
  names?: string[],
): {
  name: string;
  compare: Compare;
  /** Whether two positions have the same value (their order is then by id). */
  sameKey: (a: number, b: number) => boolean;
  ascending?: string;
  byName: boolean;
  numbers?: Int32Array | Float64Array;
} {
  const [key, direction] = SORT_KEYS.get(sort) ?? DEFAULT_SORT;
  const { ids } = columns;
  const byKey = (x: number | string, y: number | string) => (x < y ? -direction : x > y ? direction : 0);
  const value =
    key === "day"
      ? (a: number) => columns.days[a]!
      : key === "amount"
        ? (a: number) => columns.amounts[a]!
        : names
          ? (a: number) => names[a]!
          : (a: number) => columns.names.get(a);
  const compare = (a: number, b: number) => byKey(value(a), value(b)) || ids[a]! - ids[b]!;
  const ascending = direction < 0 ? ASCENDING.get(key) : undefined;
  const numbers = key === "day" ? columns.days : key === "amount" ? columns.amounts : undefined;
  const sameKey = numbers ? (a: number, b: number) => numbers[a] === numbers[b] : columns.names.same;
  return { name: `${key}:${direction}`, compare, sameKey, ascending, byName: key === "name", numbers };
}

export function sortedOrder(size: number, compare: Compare): SortOrder {
  return { order: Int32Array.from({ length: size }, (_, i) => i).sort(compare), compare };
}

/**
 * The order `ids` lists, as positions of `positionIds` (ascending ids, a position's id at its index), when
 * it is an order of all of them by `compare`: every position once, each after the one before. Undefined
 * otherwise, and the caller sorts: `ids` come from the database's index, which orders names beyond U+FFFF
 * otherwise, and may have been read after an edit.
 */
export function orderOfIds(ids: Int32Array, positionIds: Int32Array, compare: Compare): Int32Array | undefined {
  const size = positionIds.length;
  if (ids.length !== size) return undefined;
  // Ids count up with few gaps: a table from id to position (4 MB at a million) beats a binary search each.
  const first = positionIds[0] ?? 0;
  const span = (positionIds[size - 1] ?? 0) - first + 1;
  const table = span <= 4 * size ? new Int32Array(span).fill(-1) : undefined;
  for (let p = 0; table && p < size; p++) table[positionIds[p]! - first] = p;
  const order = new Int32Array(size);
  for (let k = 0; k < size; k++) {
    const id = ids[k]!;
    const p = table ? (table[id - first] ?? -1) : searchSorted(positionIds, id);
    // `compare` breaks ties by id, so in order means strictly after: no position comes twice.
    if (p < 0 || (k > 0 && compare(order[k - 1]!, p) >= 0)) return undefined;
    order[k] = p;
  }
  return order;
}

/** Where `value` is in the ascending `values`, or -1. */
export function searchSorted(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (values[middle] === value) return middle;
    if (values[middle]! < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

// Where each double's two 32-bit words lie in its 8 bytes.
const [LOW_WORD, HIGH_WORD] = endianness() === "LE" ? [0, 1] : [1, 0];
const DIGIT = 0xffff;

/**
 * The ascending order of numbers `values`, ties in position order, sorted without a comparison: a
 * least-significant-digit radix sort of each value's IEEE 754 bits, 16 bits a pass, which is stable. A
 * double's bits order as its value once a negative one's are all flipped and a positive one's sign bit
 * set (http://stereopsis.com/radix.html). At a million projects: 0.03-0.05 s for the dates and
 * 0.1-0.16 s for the amounts, where ranking each value by a binary search took 0.55-0.6 s.
 */
export function numericOrder(values: Int32Array | Float64Array, size: number, compare: Compare): SortOrder {
  // Adding zero makes -0 into 0, which compares equal to it.
  const doubles = new Float64Array(size);
  const words = new Uint32Array(doubles.buffer);
  for (let i = 0; i < size; i++) {
    doubles[i] = values[i]! + 0;
    const high = words[2 * i + HIGH_WORD]!;
    if (high >>> 31) {
      words[2 * i + LOW_WORD] = ~words[2 * i + LOW_WORD]!;
      words[2 * i + HIGH_WORD] = ~high;
    } else words[2 * i + HIGH_WORD] = high | 0x8000_0000;
  }
  let order = new Int32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  let next = new Int32Array(size);
  const starts = new Int32Array(DIGIT + 2);
  for (const [word, shift] of [
    [LOW_WORD, 0],
    [LOW_WORD, 16],
    [HIGH_WORD, 0],
    [HIGH_WORD, 16],
  ] as const) {
    starts.fill(0);
    for (let i = 0; i < size; i++) {
      const digit = (words[2 * i + word]! >>> shift) & DIGIT;
      starts[digit + 1] = starts[digit + 1]! + 1;
    }
    // Every value has the same digit here (a day's low words, for one): this pass would move nothing.
    if (starts.includes(size)) continue;
    for (let digit = 0; digit <= DIGIT; digit++) starts[digit + 1] = starts[digit + 1]! + starts[digit]!;
    for (let k = 0; k < size; k++) {
      const p = order[k]!;
      next[starts[(words[2 * p + word]! >>> shift) & DIGIT]!++] = p;
    }
    [order, next] = [next, order];
  }
  return { order, compare };
}

/**
 * The descending order from the ascending one, without sorting: reversed, then each run of equal keys
 * (ids descending once reversed) turned back so ties stay in id order. `compare` is the descending one.
 */
export function descendingFrom(
  ascending: SortOrder,
  compare: Compare,
  sameKey: (a: number, b: number) => boolean,
): SortOrder {
  const order = ascending.order.slice().reverse();
  const n = order.length;
  for (let start = 0, k = 1; k <= n; k++) {
    if (k < n && sameKey(order[k - 1]!, order[k]!)) continue;
    order.subarray(start, k).reverse();
    start = k;
  }
  return { order, compare };
}

/**
 * Where position `p` stands in `sorted`, by a binary search on its values: call it before an edit
 * changes them. -1 when the order does not hold it (it holds every position below its length).
 */
export function placeOf({ order, compare }: SortOrder, p: number): number {
  if (p >= order.length) return -1;
  let low = 0;
  let high = order.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(order[middle]!, p) < 0) low = middle + 1;
    else high = middle;
  }
  return order[low] === p ? low : order.indexOf(p);
}

/**
 * `sorted` with position `p`, which stood at `k` (-1: appended since), moved to its sorted place by its
 * values now: a binary search and a shift of the positions in between, in place, where sorting anew
 * takes a second at a million projects and even a copy of the order a few milliseconds.
 */
export function withPlaced({ order, compare }: SortOrder, p: number, k: number): SortOrder {
  if (k < 0) {
    const next = new Int32Array(order.length + 1);
    next.set(order);
    next[order.length] = p;
    return withPlaced({ order: next, compare }, p, order.length);
  }
  // The place among the others: a binary search over the order as if `p` were not at k.
  let low = 0;
  let high = order.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(order[middle < k ? middle : middle + 1]!, p) < 0) low = middle + 1;
    else high = middle;
  }
  if (low < k) order.copyWithin(low + 1, low, k);
  else if (low > k) order.copyWithin(k, k + 1, low + 1);
  order[low] = p;
  return { order, compare };
}

/**
 * Where earlier walks of one order for one filter reached: walking from `at[j]` having seen `seen[j]`
 * matches (ascending), a page deep in the order, or after a long run of rows that do not match (the
 * past projects before the Active tab's first), is reached without walking from the start again.
 */
export type Walked = { seen: number[]; at: number[] };
const WALK_MARKS = 64;

export const newWalk = (): Walked => ({ seen: [0], at: [0] });

function mark(walked: Walked, seen: number, at: number) {
  let j = walked.seen.length;
  while (j > 0 && walked.seen[j - 1]! > seen) j--;
  // The same number of matches seen further on: the rows between hold none, so start there.
  if (walked.seen[j - 1] === seen) walked.at[j - 1] = Math.max(walked.at[j - 1]!, at);
  if (walked.seen[j - 1] === seen || walked.seen.length >= WALK_MARKS) return;
  walked.seen.splice(j, 0, seen);
  walked.at.splice(j, 0, at);
}

/** The positions in `matches` (`count` of them) from the `offset`-th to before the `end`-th in `sorted`'s order. */
export function pageOf(
  sorted: SortOrder,
  matches: Bitset,
  count: number,
  { offset, end }: { offset: number; end: number },
  walked: Walked,
): Int32Array {
  const { order, compare } = sorted;
  if (end <= offset) return new Int32Array(0);
  // Walking visits about end × size / count positions; sorting the matches costs count × log(count).
  if ((end * order.length) / count <= 4 * count * Math.log2(count + 1)) {
    const page = new Int32Array(end - offset);
    let j = walked.seen.length - 1;
    while (walked.seen[j]! > offset) j--;
    let k = walked.at[j]!;
    for (let seen = walked.seen[j]!; seen < end; k++) {
      const i = order[k]!;
      if (!hasBit(matches, i)) continue;
      if (seen === offset) mark(walked, seen, k);
      if (seen >= offset) page[seen - offset] = i;
      seen++;
    }
    mark(walked, end, k);
    return page;
  }
  return positionsOf(matches, count).sort(compare).slice(offset, end);
}
