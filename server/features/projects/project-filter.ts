// The board's filters over the index's bitsets (project-columns.ts). The equality filters are prebuilt
// sets ANDed together; the date and amount ranges are tested only on the rows the sets let through.
// The location, status and division filters are kept apart from the rest (`other`) so each facet can
// be counted with its own filter left out.
import {
  DIVISION_CODES,
  PROJECT_STATUSES,
  type ProjectQuery,
  STATE_CODES,
} from "../../../contract/schemas/projects.ts";
import { andInto, type Bitset, countBits, countBoth, newBitset, setBit } from "./bitset.ts";
import { divisionMask } from "./division-mask.ts";
import { dayNumber, type ProjectColumns } from "./project-columns.ts";
import type { Walked } from "./project-orders.ts";

export type Filtered = {
  /** Published rows passing the keyword, tab and favorites filters (the date and amount ranges: `other`). */
  base: Bitset;
  /** Each set when its filter is asked for. */
  location?: Bitset;
  status?: Bitset;
  division?: Bitset;
  /** Rows passing every filter, and how many. */
  matches: Bitset;
  count: number;
  /** `base` within the date and amount ranges, made when the facets first ask for it. */
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

/** Clears from `rows` those outside the query's date and amount ranges (and its tab's days). */
function keepInRanges(rows: Bitset, columns: ProjectColumns, query: ProjectQuery, today: string) {
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
  if (firstDay === 0 && lastDay === NO_LAST_DAY && min === -Infinity && max === Infinity) return;
  const { days, amounts, closed } = columns;
  for (let w = 0; w < rows.length; w++) {
    let kept = rows[w]!;
    for (let bits = kept; bits; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits);
      const i = (w << 5) | bit;
      const day = days[i]!;
      const amount = amounts[i]!;
      const last = closed[i] ? lastAsked : lastDay;
      if (day < firstDay || day > last || amount < min || amount > max || (closed[i]! & active) !== 0)
        kept &= ~(1 << bit);
    }
    rows[w] = kept;
  }
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
  const base = columns.live.slice();
  if (query.tab === "featured") andInto(base, columns.featured);
  if (query.tab === "favorites") andInto(base, favoritesSet(sources, query.favorites));
  if (query.keyword) andInto(base, sources.keywordHits(query.keyword.toLowerCase()));
  const status = PROJECT_STATUSES.indexOf(query.status as (typeof PROJECT_STATUSES)[number]);
  const location = query.location ? locationSet(sources, query.location) : undefined;
  const statusSet = query.status ? (columns.byStatus[status] ?? newBitset(columns.capacity)) : undefined;
  const division = query.division.length ? divisionSet(columns, query.division) : undefined;
  // The ranges are tested last, on the rows every set let through: the fewest.
  const matches = allOf(base, location, statusSet, division);
  keepInRanges(matches, columns, query, today);
  let other: Bitset | undefined;
  return {
    base,
    location,
    status: statusSet,
    division,
    matches,
    count: countBits(matches),
    walks: new Map(),
    other: () => {
      if (!other) keepInRanges((other = base.slice()), columns, query, today);
      return other;
    },
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
