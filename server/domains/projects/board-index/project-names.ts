// The projects' names as written, which the title order compares, kept as UTF-8 in one buffer outside
// the JavaScript heap: a million names as strings made every full garbage collection walk a million
// objects. An edited or appended name is kept as a string; the rest are decoded when compared.
import { Utf8Builder } from "./utf8-builder.ts";

export class ProjectNames {
  private building = new Utf8Builder();
  private text: Buffer = Buffer.alloc(0);
  /** Where each position's name starts in `text`; the next one's start is where it ends. */
  private starts = new Int32Array(1);
  private readonly written = new Map<number, string>();
  private built = 0;

  /** Appends the names of the next positions while the index is built. */
  add(names: string[]) {
    if (this.built + names.length + 1 > this.starts.length) {
      const grown = new Int32Array(Math.max(this.starts.length * 2, this.built + names.length + 1));
      grown.set(this.starts);
      this.starts = grown;
    }
    for (const name of names) this.starts[++this.built] = this.building.append(name);
  }

  /** The build is over: one buffer, and no room kept for more. */
  seal() {
    this.text = this.building.finish();
    this.starts = this.starts.slice(0, this.built + 1);
  }

  /** Position `i`'s name, now `name` (an edit, or a position appended after the build). */
  write(i: number, name: string) {
    this.written.set(i, name);
  }

  get(i: number): string {
    return this.written.get(i) ?? this.text.toString("utf8", this.starts[i]!, this.starts[i + 1]!);
  }

  /** Whether positions `a` and `b` have the same name, compared in place, with no string made. */
  readonly same = (a: number, b: number): boolean => {
    if (this.written.has(a) || this.written.has(b)) return this.get(a) === this.get(b);
    const [startA, endA, startB, endB] = [this.starts[a]!, this.starts[a + 1]!, this.starts[b]!, this.starts[b + 1]!];
    return endA - startA === endB - startB && this.text.compare(this.text, startB, endB, startA, endA) === 0;
  };

  /**
   * A comparison of positions' names in place, by their UTF-8 bytes, when that orders them as JavaScript's
   * `<` does: while no name was written since the build and none holds a character beyond U+FFFF (whose
   * two UTF-16 code units sort below U+E000-U+FFFF, its four bytes above them). Else undefined.
   */
  inPlaceOrder(): ((a: number, b: number) => number) | undefined {
    // Lead bytes 0xF0-0xF4 start a character beyond U+FFFF (RFC 3629, section 3).
    if (this.written.size || [0xf0, 0xf1, 0xf2, 0xf3, 0xf4].some((lead) => this.text.includes(lead))) return undefined;
    const { text, starts } = this;
    return (a, b) => text.compare(text, starts[b]!, starts[b + 1]!, starts[a]!, starts[a + 1]!);
  }

  /** Every name up to `size`, as strings: for sorting them all at once, then let go. */
  all(size: number): string[] {
    return Array.from({ length: size }, (_, i) => this.get(i));
  }
}
