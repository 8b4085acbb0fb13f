// The board's keyword search over each project's name, company and city (searchText). The names, all
// different, are laid end to end in lower case in one UTF-8 buffer outside the JavaScript heap, searched
// with one indexOf per match instead of a test per row; matching bytes of UTF-8 finds exactly the
// matching characters (no character's encoding contains another's: RFC 3629, section 3). Companies and
// cities repeat, so each distinct one is tested once and each row looks its own up by number. A
// keyword's matches are kept as a bitset; an edit updates each kept one for the row it changed.
import { LRUCache } from "lru-cache";
import { type Bitset, newBitset, setBit } from "./bitset.ts";
import { Utf8Builder } from "./utf8-builder.ts";
import type { IndexedProject, ProjectColumns } from "./project-columns.ts";

/** Keywords whose matches are kept: 12.5 KB each at 100,000 projects. */
const KEPT = 32;
const ROW_END = "\u0001";

export class SearchTextBuilder {
  private readonly corpus = new Utf8Builder();
  private starts = new Int32Array(1024);
  private companies = new Int32Array(1024);
  private readonly companyNames: string[] = [];
  private readonly companyNumbers = new Map<string, number>();
  private rows = 0;

  /** Appends the next rows, in position order. */
  add(rows: IndexedProject[]) {
    const needed = this.rows + rows.length + 1;
    if (needed > this.starts.length) {
      const grow = (old: Int32Array) => {
        const next = new Int32Array(Math.max(old.length * 2, needed));
        next.set(old);
        return next;
      };
      this.starts = grow(this.starts);
      this.companies = grow(this.companies);
    }
    for (const row of rows) {
      // Each name's start, in bytes: its length in UTF-8, not in characters.
      this.starts[this.rows] = this.corpus.length;
      this.corpus.append(row.name.toLowerCase() + ROW_END);
      const company = row.company.toLowerCase();
      let number = this.companyNumbers.get(company);
      if (number === undefined) {
        this.companyNumbers.set(company, (number = this.companyNames.length));
        this.companyNames.push(company);
      }
      this.companies[this.rows++] = number;
    }
  }

  /** The search over `columns` (whose cities it reads), built with the rows added. */
  finish(columns: ProjectColumns): SearchText {
    this.starts[this.rows] = this.corpus.length;
    const corpus = this.corpus.finish();
    const starts = this.starts.slice(0, this.rows + 1);
    return new SearchText(corpus, starts, this.companies.slice(0, this.rows), this.companyNames, columns);
  }
}

export class SearchText {
  /** Rows written since the build (edited or appended), whose text is looked up here instead. */
  private readonly patched = new Map<number, string>();
  private readonly kept = new LRUCache<string, Bitset>({ max: KEPT });
  private readonly builtRows: number;

  constructor(
    private readonly corpus: Buffer,
    private readonly starts: Int32Array,
    private readonly companies: Int32Array,
    private readonly companyNames: string[],
    private readonly columns: ProjectColumns,
  ) {
    this.builtRows = companies.length;
  }

  /** Positions whose name, company or city contains `keyword` (lower case). */
  hits(keyword: string): Bitset {
    let hits = this.kept.get(keyword);
    if (hits) return hits;
    hits = newBitset(this.columns.capacity);
    const { corpus, starts } = this;
    let row = 0;
    for (let at = corpus.indexOf(keyword); at !== -1; at = corpus.indexOf(keyword, at)) {
      // The row holding byte `at`: starts ascend, so a binary search from the last row found.
      let high = this.builtRows - 1;
      while (row < high) {
        const middle = (row + high + 1) >> 1;
        if (starts[middle]! <= at) row = middle;
        else high = middle - 1;
      }
      setBit(hits, row);
      at = starts[row + 1]!;
    }
    const companyHits = Uint8Array.from(this.companyNames, (company) => +company.includes(keyword));
    const cityHits = Uint8Array.from(this.columns.cityNames, (city) => +city.includes(keyword));
    if (companyHits.includes(1) || cityHits.includes(1)) {
      const { companies } = this;
      const { cities } = this.columns;
      for (let i = 0; i < this.builtRows; i++) if (companyHits[companies[i]!]! | cityHits[cities[i]!]!) setBit(hits, i);
    }
    for (const [position, text] of this.patched) setBit(hits, position, text.includes(keyword));
    this.kept.set(keyword, hits);
    return hits;
  }

  /** Position `p` now reads `text` (searchText): kept matches follow. */
  patch(p: number, text: string) {
    this.patched.set(p, text);
    for (const [keyword, hits] of this.kept.entries()) setBit(hits, p, text.includes(keyword));
  }
}
