// The board's filters over the index's bitsets (project-columns.ts). The equality filters are prebuilt
// sets ANDed together; the date and amount ranges are tested only on the rows the sets let through.
// The location, status and division filters are kept apart from the rest (`other`) so each facet can
// be counted with its own filter left out.
import {
  DIVISION_CODES,
  PROJECT_STATUSES,
  type ProjectQuery,
  STATE_CODES,
} from "../../../../contract/schemas/projects.ts";
import { andInto, type Bitset, bitCount, countBoth, newBitset, setBit } from "./bitset.ts";
import { divisionMask } from "./division-mask.ts";
import { keywordTerms } from "./keyword-terms.ts";
import { dayNumber, type ProjectColumns } from "./project-columns.ts";
import type { Walked } from "./project-orders.ts";

export type Filtered = {
  /** Each set when its filter is asked for. */
  location?: Bitset;
  status?: Bitset;
  division?: Bitset;
  /** Rows passing every filter, and how many. */
  matches: Bitset;
  count: number;
  /** Rows passing the keyword, tab, favorites, date and amount filters, made when the facets first ask. */
  other: () => Bitset;
  /** How far pages walked each sort order (project-orders.ts). */
  walks: Map<object, Walked>;
};

export type FacetCounts = {
  count: number;
  states: Map<string, number>;
  statuses: Map<string, number>;
  divisions: Map<string, number>;
};

export type FilterSources = {
  columns: ProjectColumns;
  /** Positions whose search text contains the keyword (lower case). */
  keywordHits: (keyword: string) => Bitset;
  positionOf: (id: number) => number | undefined;
};

const NO_LAST_DAY = 99_999_999;

type Ranges = { firstDay: number; lastDay: number; lastAsked: number; min: number; max: number; active: number };

/** The query's date and amount ranges (and its tab's days); undefined when it has none. */
function rangesOf(query: ProjectQuery, today: string): Ranges | undefined {
  // The date filters and the active and past tabs narrow one range of days. A closed project is past:
  // off the Active tab, and on the Past tab even before its bid date.
  const todayNumber = dayNumber(today);
  let firstDay = query.bid_date_from ? dayNumber(query.bid_date_from) : 0;
  const lastAsked = query.bid_date_to ? dayNumber(query.bid_date_to) : NO_LAST_DAY;
  const lastDay = query.tab === "past" ? Math.min(lastAsked, todayNumber - 1) : lastAsked;
  if (query.tab === "active") firstDay = Math.max(firstDay, todayNumber);
  const active = query.tab === "active" ? 1 : 0;
  const min = query.amount_min === "" ? -Infinity : query.amount_min;
  const max = query.amount_max === "" ? Infinity : query.amount_max;
  if (firstDay === 0 && lastDay === NO_LAST_DAY && min === -Infinity && max === Infinity) return undefined;
  return { firstDay, lastDay, lastAsked, min, max, active };
}

/** Word `w` of a set, `bits`, without the rows outside `ranges`. */
function keptInRanges(bits: number, w: number, { days, amounts, closed }: ProjectColumns, ranges: Ranges): number {
  const { firstDay, lastDay, lastAsked, min, max, active } = ranges;
  let kept = bits;
  for (; bits; bits &= bits - 1) {
    const bit = 31 - Math.clz32(bits & -bits);
    const i = (w << 5) | bit;
    const day = days[i]!;
    const amount = amounts[i]!;
    const last = closed[i] ? lastAsked : lastDay;
    if (day < firstDay || day > last || amount < min || amount > max || (closed[i]! & active) !== 0)
      kept &= ~(1 << bit);
  }
  return kept;
}

/**
 * The rows in every one of `sets` (the sparsest first, so most words end at the first) and within
 * `ranges`, and how many: one pass over the words, where an AND, a range test and a count each took one.
 */
function rowsIn(sets: Bitset[], columns: ProjectColumns, ranges: Ranges | undefined): { rows: Bitset; count: number } {
  const [first = columns.live, ...rest] = sets;
  const rows = newBitset(columns.capacity);
  let count = 0;
  for (let w = 0; w < rows.length; w++) {
    // A set made before the index grew is shorter: past its end it holds no row.
    let word = first[w] ?? 0;
    for (let s = 0; word && s < rest.length; s++) word &= rest[s]![w] ?? 0;
    if (word && ranges) word = keptInRanges(word, w, columns, ranges);
    if (!word) continue;
    rows[w] = word;
    count += bitCount(word);
  }
  return { rows, count };
}

function locationSet({ columns }: FilterSources, location: string): Bitset {
  const state = STATE_CODES.indexOf(location.toUpperCase());
  if (state >= 0) return columns.byState[state]!;
  // A city: each distinct city is matched once, then each row looks its city up.
  const part = location.toLowerCase();
  const matching = Uint8Array.from(columns.cityNames, (city) => +city.includes(part));
  const set = newBitset(columns.capacity);
  for (let i = 0; i < columns.size; i++) if (matching[columns.cities[i]!]) setBit(set, i);
  return set;
}

/** One set per term of the keyword (keyword-terms.ts): its text's matches, with the states and divisions it names. */
function keywordSets(sources: FilterSources, keyword: string): Bitset[] {
  const { columns } = sources;
  return keywordTerms(keyword).map((term) => {
    const hits = sources.keywordHits(term.text);
    if (!term.states.length && !term.divisions.length) return hits;
    const set = hits.slice();
    const named = [...term.states.map((state) => columns.byState[state]!)];
    if (term.divisions.length) named.push(divisionSet(columns, term.divisions));
    for (const other of named) for (let w = 0; w < set.length; w++) set[w]! |= other[w]!;
    return set;
  });
}

function divisionSet(columns: ProjectColumns, codes: string[]): Bitset {
  const [low, high] = divisionMask(codes);
  const set = newBitset(columns.capacity);
  for (let d = 0; d < 64; d++) {
    if (!((d < 32 ? low >>> d : high >>> (d - 32)) & 1)) continue;
    const division = columns.byDivision[d]!;
    for (let w = 0; w < set.length; w++) set[w]! |= division[w]!;
  }
  return set;
}

function favoritesSet({ columns, positionOf }: FilterSources, favorites: string): Bitset {
  const set = newBitset(columns.capacity);
  const ids = favorites
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 500);
  for (const id of ids) {
    const p = positionOf(id);
    if (p !== undefined) setBit(set, p);
  }
  return set;
}

export function filterRows(sources: FilterSources, query: ProjectQuery, today: string): Filtered {
  const { columns } = sources;
  // The live rows come last: every other set is a part of them, most a small one.
  const base = [
    ...(query.keyword ? keywordSets(sources, query.keyword) : []),
    ...(query.tab === "favorites" ? [favoritesSet(sources, query.favorites)] : []),
    ...(query.tab === "featured" ? [columns.featured] : []),
    columns.live,
  ];
  const status = PROJECT_STATUSES.indexOf(query.status as (typeof PROJECT_STATUSES)[number]);
  const location = query.location ? locationSet(sources, query.location) : undefined;
  const statusSet = query.status ? (columns.byStatus[status] ?? newBitset(columns.capacity)) : undefined;
  const division = query.division.length ? divisionSet(columns, query.division) : undefined;
  const ranges = rangesOf(query, today);
  const { rows: matches, count } = rowsIn(
    [...base, ...[location, statusSet, division].filter((set) => set !== undefined)],
    columns,
    ranges,
  );
  let other: Bitset | undefined;
  return {
    location,
    status: statusSet,
    division,
    matches,
    count,
    walks: new Map(),
    other: () => (other ??= rowsIn(base, columns, ranges).rows),
  };
}

/** A copy of `rows` ∧ each of `sets` that is asked for. */
function allOf(rows: Bitset, ...sets: Array<Bitset | undefined>): Bitset {
  rows = rows.slice();
  for (const set of sets) if (set) andInto(rows, set);
  return rows;
}

/** Counts per state, status and division; each facet leaves out its own filter, so it can widen. */
export function facetCounts(columns: ProjectColumns, filtered: Filtered): FacetCounts {
  const { location, status, division } = filtered;
  const other = filtered.other();
  const tally = (codes: readonly string[], sets: Bitset[], base: Bitset) =>
    new Map(
      codes.flatMap((code, k) => {
        const count = sets[k] ? countBoth(base, sets[k]) : 0;
        return count ? [[code, count] as const] : [];
      }),
    );
  return {
    count: filtered.count,
    states: tally(STATE_CODES, columns.byState, allOf(other, status, division)),
    statuses: tally(PROJECT_STATUSES, columns.byStatus, allOf(other, location, division)),
    divisions: tally(DIVISION_CODES, columns.byDivision, allOf(other, location, status)),
  };
}
