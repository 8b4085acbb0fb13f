// The board index's storage: one typed array per filtered or sorted column, a row per position, with
// room to spare so an edit that publishes a project appends in place (project-index.ts). A project
// unpublished or deleted keeps its position, marked removed, so no other position moves.
import { PROJECT_STATUSES, STATE_CODES } from "../../../contract/schemas/projects.ts";
import { divisionMask } from "./division-mask.ts";

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

export class ProjectColumns {
  /** Positions in use, removed ones included. */
  size = 0;
  readonly capacity: number;
  readonly ids: Int32Array;
  readonly days: Int32Array;
  readonly amounts: Float64Array;
  readonly states: Uint8Array;
  readonly statuses: Uint8Array;
  readonly featured: Uint8Array;
  readonly closed: Uint8Array;
  readonly removed: Uint8Array;
  // One bit per CSI division (fewer than 64), split over two 32-bit words.
  readonly divisionsLow: Uint32Array;
  readonly divisionsHigh: Uint32Array;
  readonly cities: string[] = [];
  /** Each position's row as last written, which the sort orders compare. */
  readonly rows: IndexedProject[] = [];

  constructor(capacity: number) {
    this.capacity = capacity;
    this.ids = new Int32Array(capacity);
    this.days = new Int32Array(capacity);
    this.amounts = new Float64Array(capacity);
    this.states = new Uint8Array(capacity);
    this.statuses = new Uint8Array(capacity);
    this.featured = new Uint8Array(capacity);
    this.closed = new Uint8Array(capacity);
    this.removed = new Uint8Array(capacity);
    this.divisionsLow = new Uint32Array(capacity);
    this.divisionsHigh = new Uint32Array(capacity);
  }

  /** Writes `row` at position `i`: an existing one, or the next free one (i === size). */
  set(i: number, row: IndexedProject) {
    this.rows[i] = row;
    this.ids[i] = row.id;
    this.days[i] = dayNumber(row.bid_date);
    this.amounts[i] = Number(row.bid_amount);
    this.states[i] = STATE_CODES.indexOf(row.state);
    this.statuses[i] = PROJECT_STATUSES.indexOf(row.status as (typeof PROJECT_STATUSES)[number]);
    this.featured[i] = row.featured ? 1 : 0;
    this.closed[i] = row.closed_at ? 1 : 0;
    this.removed[i] = 0;
    const [low, high] = divisionMask(JSON.parse(row.divisions) as string[]);
    this.divisionsLow[i] = low;
    this.divisionsHigh[i] = high;
    this.cities[i] = row.city.toLowerCase();
    if (i === this.size) this.size++;
  }
}
