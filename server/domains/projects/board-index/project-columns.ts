// The board index's storage: one typed array per filtered or sorted column and one bitset per value of
// each equality filter (state, status, division, featured), a row per position, no object kept per
// project (a million of them held a gigabyte). Built by appending in id order; then with room to spare
// so an edit that publishes a project appends in place (project-index.ts). A project unpublished or
// deleted keeps its position, out of `live`, so no other position moves.
import { DIVISION_CODES, PROJECT_STATUSES, STATE_CODES } from "../../../../contract/schemas/projects.ts";
import { type Bitset, grownTo, hasBit, newBitset, setBit } from "./bitset.ts";
import { divisionMask } from "./division-mask.ts";
import { ProjectNames } from "./project-names.ts";

/** The columns of a published project the board's index reads (IndexedProject). */
export const INDEXED_COLUMNS = [
  "id",
  "name",
  "company",
  "city",
  "state",
  "status",
  "bid_date",
  "bid_amount",
  "featured",
  "divisions",
  "closed_at",
] as const;

export type IndexedProject = {
  id: number;
  name: string;
  company: string;
  city: string;
  state: string;
  status: string;
  bid_date: string;
  bid_amount: number;
  featured: number;
  divisions: string;
  /** Set when staff closed the project with its bid results: it is then past, whatever its bid date. */
  closed_at: string | null;
};

/** 2026-11-23 → 20261123, so dates compare as integers. */
export const dayNumber = (isoDate: string) => Number(isoDate.slice(0, 10).replaceAll("-", ""));

/** What a keyword is looked for in: name, company and city; the separators keep a match from spanning two. */
export const searchText = (row: IndexedProject) => `${row.name}\u0000${row.company}\u0000${row.city}`.toLowerCase();

const bitsets = (count: number, bits: number) => Array.from({ length: count }, () => newBitset(bits));

export class ProjectColumns {
  /** Positions in use, removed ones included. */
  size = 0;
  capacity = 0;
  ids = new Int32Array(0);
  days = new Int32Array(0);
  amounts = new Float64Array(0);
  states = new Uint8Array(0);
  statuses = new Uint8Array(0);
  closed = new Uint8Array(0);
  // One bit per CSI division (fewer than 64), split over two 32-bit words.
  divisionsLow = new Uint32Array(0);
  divisionsHigh = new Uint32Array(0);
  /** Each position's city as a number: cities repeat, so each distinct one is kept once (cityNames). */
  cities = new Int32Array(0);
  readonly cityNames: string[] = [];
  private readonly cityNumbers = new Map<string, number>();
  /** Names as written, which the title order compares (JavaScript's `<`, as the reference sort does). */
  readonly names = new ProjectNames();
  /** Positions of published projects, and of those with each state, status, division; featured ones. */
  live = newBitset(0);
  byState: Bitset[] = [];
  byStatus: Bitset[] = [];
  byDivision: Bitset[] = [];
  featured = newBitset(0);

  constructor(capacity: number) {
    this.grow(capacity);
  }

  /** Makes room for `capacity` positions, keeping those written. */
  grow(capacity: number) {
    const copy = <T extends Int32Array | Uint32Array | Float64Array | Uint8Array>(old: T, next: T): T => {
      next.set(old.subarray(0, Math.min(old.length, capacity)));
      return next;
    };
    this.ids = copy(this.ids, new Int32Array(capacity));
    this.days = copy(this.days, new Int32Array(capacity));
    this.amounts = copy(this.amounts, new Float64Array(capacity));
    this.states = copy(this.states, new Uint8Array(capacity));
    this.statuses = copy(this.statuses, new Uint8Array(capacity));
    this.closed = copy(this.closed, new Uint8Array(capacity));
    this.divisionsLow = copy(this.divisionsLow, new Uint32Array(capacity));
    this.divisionsHigh = copy(this.divisionsHigh, new Uint32Array(capacity));
    this.cities = copy(this.cities, new Int32Array(capacity));
    const grownAll = (sets: Bitset[], count: number) =>
      sets.length ? sets.map((set) => grownTo(set, capacity)) : bitsets(count, capacity);
    this.live = grownTo(this.live, capacity);
    this.featured = grownTo(this.featured, capacity);
    // An unknown value (-1, stored as 255) is in no set: no filter asks for it.
    this.byState = grownAll(this.byState, STATE_CODES.length);
    this.byStatus = grownAll(this.byStatus, PROJECT_STATUSES.length);
    this.byDivision = grownAll(this.byDivision, Math.min(DIVISION_CODES.length, 64));
    this.capacity = capacity;
  }

  private cityNumber(city: string): number {
    const lower = city.toLowerCase();
    let number = this.cityNumbers.get(lower);
    if (number === undefined) {
      this.cityNumbers.set(lower, (number = this.cityNames.length));
      this.cityNames.push(lower);
    }
    return number;
  }

  /** Takes position `i` out of every value's set (before it is written again, or removed). */
  private leave(i: number) {
    setBit(this.live, i, false);
    setBit(this.featured, i, false);
    if (this.states[i]! < this.byState.length) setBit(this.byState[this.states[i]!]!, i, false);
    if (this.statuses[i]! < this.byStatus.length) setBit(this.byStatus[this.statuses[i]!]!, i, false);
    for (let d = 0; d < 64; d++)
      if ((d < 32 ? this.divisionsLow[i]! >>> d : this.divisionsHigh[i]! >>> (d - 32)) & 1)
        setBit(this.byDivision[d]!, i, false);
  }

  /** Marks position `i` unpublished: it stays, in no set, so no other position moves. */
  remove(i: number) {
    if (hasBit(this.live, i)) this.leave(i);
  }

  /** Appends rows in id order while the index is built. */
  append(rows: IndexedProject[]) {
    for (const row of rows) this.write(this.size, row);
    this.names.add(rows.map((row) => row.name));
  }

  /** Writes `row` at position `i` after the build: an existing one, or the next free one (i === size). */
  set(i: number, row: IndexedProject) {
    this.write(i, row);
    this.names.write(i, row.name);
  }

  private write(i: number, row: IndexedProject) {
    if (i < this.size) this.leave(i);
    this.ids[i] = row.id;
    this.days[i] = dayNumber(row.bid_date);
    this.amounts[i] = Number(row.bid_amount);
    const state = STATE_CODES.indexOf(row.state);
    const status = PROJECT_STATUSES.indexOf(row.status as (typeof PROJECT_STATUSES)[number]);
    this.states[i] = state;
    this.statuses[i] = status;
    this.closed[i] = row.closed_at ? 1 : 0;
    const [low, high] = divisionMask(JSON.parse(row.divisions) as string[]);
    this.divisionsLow[i] = low;
    this.divisionsHigh[i] = high;
    this.cities[i] = this.cityNumber(row.city);
    setBit(this.live, i);
    if (row.featured) setBit(this.featured, i);
    if (state >= 0) setBit(this.byState[state]!, i);
    if (status >= 0) setBit(this.byStatus[status]!, i);
    for (let d = 0; d < DIVISION_CODES.length && d < 64; d++)
      if ((d < 32 ? low >>> d : high >>> (d - 32)) & 1) setBit(this.byDivision[d]!, i);
    if (i === this.size) this.size++;
  }
}
