// The board's keyword search: every project's search text (searchText: lower-case name, company and
// city) laid end to end in one UTF-8 buffer, outside the JavaScript heap, searched with one indexOf per
// match instead of a test per row. Matching bytes of UTF-8 finds exactly the matching characters (no
// character's encoding contains another's: RFC 3629, section 3). A keyword's matches are kept as a
// bitset; an edit updates each kept one for the row it changed rather than emptying them.
import { LRUCache } from "lru-cache";
import { type Bitset, newBitset, setBit } from "./bitset.ts";

/** Keywords whose matches are kept: 10 KB each at 100,000 projects. */
const KEPT = 32;
const ROW_END = 1;

export class SearchTextBuilder {
  private readonly chunks: Buffer[] = [];
  private starts = new Int32Array(1024);
  private rows = 0;
  private bytes = 0;

  /** Appends the texts of the next rows, in position order. */
  add(texts: string[]) {
    if (this.rows + texts.length + 1 > this.starts.length) {
      const grown = new Int32Array(Math.max(this.starts.length * 2, this.rows + texts.length + 1));
      grown.set(this.starts);
      this.starts = grown;
    }
    const chunk = Buffer.from(texts.join("\u0001") + "\u0001");
    // Each text's start, in bytes: its length in UTF-8, not in characters.
    for (const text of texts) {
      this.starts[this.rows++] = this.bytes;
      this.bytes += Buffer.byteLength(text) + ROW_END;
    }
    this.chunks.push(chunk);
  }

  finish(capacity: number): SearchText {
    this.starts[this.rows] = this.bytes;
    const corpus = Buffer.concat(this.chunks, this.bytes);
    this.chunks.length = 0;
    return new SearchText(corpus, this.starts.slice(0, this.rows + 1), this.rows, capacity);
  }
}

export class SearchText {
  /** Rows written since the build (edited or appended), whose text in the corpus is stale or absent. */
  private readonly patched = new Map<number, string>();
  private readonly kept = new LRUCache<string, Bitset>({ max: KEPT });

  constructor(
    private readonly corpus: Buffer,
    private readonly starts: Int32Array,
    private readonly builtRows: number,
    private readonly capacity: number,
  ) {}

  /** Positions whose text contains `keyword` (lower case). */
  hits(keyword: string): Bitset {
    let hits = this.kept.get(keyword);
    if (hits) return hits;
    hits = newBitset(this.capacity);
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
    for (const [position, text] of this.patched) setBit(hits, position, text.includes(keyword));
    this.kept.set(keyword, hits);
    return hits;
  }

  /** Position `p` now reads `text`: kept matches follow. */
  patch(p: number, text: string) {
    this.patched.set(p, text);
    for (const [keyword, hits] of this.kept.entries()) setBit(hits, p, text.includes(keyword));
  }
}
