// An in-memory index of the columns the board filters and sorts on: typed arrays and bitsets
// (project-columns.ts), the keyword corpus (project-search-text.ts) and sort orders
// (project-orders.ts). A filtered, counted, sorted page of 100,000 projects takes a fraction of a
// millisecond instead of SQL scans that block the event loop for tens; the rows of the page itself
// still come from the database. It is built when the server starts (from pages of rows, never all of
// them at once: ProjectIndexBuilder) and when many projects changed at once; an edit of a few projects
// is applied in place (apply), so the next request does not rebuild it.
import { LRUCache } from "lru-cache";
import type { ProjectQuery } from "../../../../contract/schemas/projects.ts";
import { type IndexedProject, ProjectColumns, searchText } from "./project-columns.ts";
import { type FacetCounts, type Filtered, facetCounts, filterRows } from "./project-filter.ts";
import {
  comparison,
  descendingFrom,
  newWalk,
  numericOrder,
  orderOfIds,
  searchSorted,
  pageOf,
  placeOf,
  type SortOrder,
  sortedOrder,
  withPlaced,
} from "./project-orders.ts";
import { type SearchText, SearchTextBuilder } from "./project-search-text.ts";

export type { FacetCounts, IndexedProject };

// Filter results kept for reuse (paging, sorting and the facets reuse a filter's result): four bitsets
// at most, 12.5 KB each at 100,000 projects. An edit empties them.
const KEPT = 32;
/** Projects an index can take in by edits (publications) before it must be built anew. */
const ROOM_TO_GROW = 1024;
/**
 * Edited projects moved one by one within the kept sort orders; beyond this the orders are sorted anew.
 * As many as the repository applies in place (EDITS_IN_PLACE), since sorting anew happens inside the next
 * request that sorts and takes about a second an order at a million projects, where a move is a binary
 * search and one copyWithin of at most the whole order (4 MB at a million).
 */
const MOVES_IN_PLACE = 100;

export type IndexResult = { count: number; ids: number[] };

/** Builds an index from the published projects, given in pages in id order. */
export class ProjectIndexBuilder {
  private readonly columns: ProjectColumns;
  private readonly text = new SearchTextBuilder();

  /** `expected`: about how many rows will come (they may be more). */
  constructor(expected = 0) {
    this.columns = new ProjectColumns(expected + ROOM_TO_GROW);
  }

  add(rows: IndexedProject[]) {
    const { columns } = this;
    if (columns.size + rows.length > columns.capacity)
      columns.grow(Math.max(columns.capacity * 2, columns.size + rows.length));
    rows.forEach((row, k) => {
      const previous = k ? rows[k - 1]!.id : columns.size ? columns.ids[columns.size - 1]! : 0;
      if (row.id <= previous) throw new Error("rows must come in id order");
    });
    columns.append(rows);
    this.text.add(rows);
  }

  finish(): ProjectIndex {
    const { columns } = this;
    if (columns.capacity < columns.size + ROOM_TO_GROW) columns.grow(columns.size + ROOM_TO_GROW);
    columns.names.seal();
    return new ProjectIndex(columns, this.text.finish(columns));
  }
}

export class ProjectIndex {
  private readonly columns: ProjectColumns;
  private readonly text: SearchText;
  /** Rows written when it was built; positions of the projects appended by edits since, by id. */
  private readonly builtRows: number;
  private readonly appended = new Map<number, number>();
  private readonly filterCache = new LRUCache<string, Filtered>({ max: KEPT });
  private readonly orders = new Map<string, SortOrder>();

  /** From `rows`, the published projects (in any order); or the parts a ProjectIndexBuilder made. */
  constructor(rows: IndexedProject[]);
  constructor(columns: ProjectColumns, text: SearchText);
  constructor(source: IndexedProject[] | ProjectColumns, text?: SearchText) {
    if (Array.isArray(source)) {
      const builder = new ProjectIndexBuilder(source.length);
      const inOrder = source.every((row, i) => i === 0 || source[i - 1]!.id < row.id);
      builder.add(inOrder ? source : [...source].sort((a, b) => a.id - b.id));
      ({ columns: this.columns, text: this.text } = builder.finish());
    } else {
      this.columns = source;
      this.text = text!;
    }
    this.builtRows = this.columns.size;
  }

  /** Positions in use, those of removed projects included. */
  get size(): number {
    return this.columns.size;
  }

  private positionOf(id: number): number | undefined {
    const p = searchSorted(this.columns.ids.subarray(0, this.builtRows), id);
    return p < 0 ? this.appended.get(id) : p;
  }

  /**
   * Takes in the edits of the projects `changedIds`, of which `published` are the rows now public (the
   * others were unpublished or deleted). False when there is no room for the new ones: build anew.
   */
  apply(changedIds: number[], published: IndexedProject[]): boolean {
    const rows = new Map(published.map((row) => [row.id, row]));
    const changed = new Set(changedIds);
    const added = [...changed].filter((id) => rows.has(id) && this.positionOf(id) === undefined);
    if (this.columns.size + added.length > this.columns.capacity) return false;
    for (const id of changed) {
      const row = rows.get(id);
      let p = this.positionOf(id);
      if (!row) {
        if (p !== undefined) this.columns.remove(p);
        continue;
      }
      if (p === undefined) this.appended.set(id, (p = this.columns.size));
      const position = p;
      // Where it stands in each kept order, found by its values before they change.
      const places =
        changed.size <= MOVES_IN_PLACE
          ? [...this.orders].map(([name, sorted]) => ({ name, sorted, k: placeOf(sorted, position) }))
          : [];
      this.columns.set(p, row);
      this.text.patch(p, searchText(row));
      for (const { name, sorted, k } of places) this.orders.set(name, withPlaced(sorted, p, k));
    }
    // More than the repository ever applies in place: sorting anew, once, is cheaper than moving each.
    if (changed.size > MOVES_IN_PLACE) this.orders.clear();
    this.filterCache.clear();
    return true;
  }

  /**
   * Positions in the given order: built at start (prepareOrders), or after many edits on first use.
   * `idsByName`: see prepareOrders.
   */
  private order(sort: string, idsByName?: Int32Array): SortOrder {
    const { name, compare, sameKey, ascending, byName, numbers } = comparison(sort, this.columns);
    let sorted = this.orders.get(name);
    if (sorted) return sorted;
    if (ascending) sorted = descendingFrom(this.order(ascending, idsByName), compare, sameKey);
    // Ties go by id: position order, until an edit appends a project whose id is below another's.
    else if (numbers && !this.appended.size) sorted = numericOrder(numbers, this.size, compare);
    else if (byName) sorted = { order: this.titleOrder(sort, idsByName), compare };
    else sorted = sortedOrder(this.size, compare);
    this.orders.set(name, sorted);
    return sorted;
  }

  /**
   * The title order's positions: as `idsByName` lists them when that is this order, checked in one pass
   * comparing the names' bytes in place; else sorted, the names held as strings for the while (decoding
   * each at every comparison doubled the time), then let go: an edit's move decodes the few it compares.
   */
  private titleOrder(sort: string, idsByName?: Int32Array): Int32Array {
    const ids = this.columns.ids.subarray(0, this.size);
    const inPlace = this.columns.names.inPlaceOrder();
    const given =
      idsByName &&
      inPlace &&
      !this.appended.size &&
      orderOfIds(idsByName, ids, (a, b) => inPlace(a, b) || ids[a]! - ids[b]!);
    if (given) return given;
    const { compare } = comparison(sort, this.columns, this.columns.names.all(this.size));
    return sortedOrder(this.size, compare).order;
  }

  /**
   * Builds every sort order now, so no visitor's request waits for one (a second each at a million).
   * `idsByName`: the ids in title order as the database's index keeps them, used when they are that order
   * of these projects (checked in one pass); else the names are sorted here.
   */
  prepareOrders(sorts: readonly string[], idsByName?: Int32Array) {
    for (const sort of sorts) this.order(sort, idsByName);
  }

  /** The filter's matches and their count, kept for the filters asked for most recently. */
  private filtered(query: ProjectQuery, today: string): Filtered {
    const key = JSON.stringify([
      today,
      query.keyword.toLowerCase(),
      query.location.toLowerCase(),
      query.bid_date_from,
      query.bid_date_to,
      query.amount_min,
      query.amount_max,
      query.status,
      [...query.division].sort(),
      query.tab,
      query.tab === "favorites" ? query.favorites : "",
    ]);
    let result = this.filterCache.get(key);
    if (!result) {
      const sources = {
        columns: this.columns,
        keywordHits: (keyword: string) => this.text.hits(keyword),
        positionOf: (id: number) => this.positionOf(id),
      };
      this.filterCache.set(key, (result = filterRows(sources, query, today)));
    }
    return result;
  }

  /** The number of matching projects and the ids of those in [offset, offset + limit), in sort order. */
  search(query: ProjectQuery, page: { limit: number; offset: number }, today: string): IndexResult {
    const { matches, count, walks } = this.filtered(query, today);
    const end = Math.min(page.offset + page.limit, count);
    const sorted = this.order(query.sort);
    const walked = walks.get(sorted) ?? newWalk();
    walks.set(sorted, walked);
    const positions = pageOf(sorted, matches, count, { offset: page.offset, end }, walked);
    return { count, ids: Array.from(positions, (i) => this.columns.ids[i]!) };
  }

  /** Counts per state, status and division; each facet leaves out its own filter, so it can widen. */
  facets(query: ProjectQuery, today: string): FacetCounts {
    return facetCounts(this.columns, this.filtered(query, today));
  }
}
