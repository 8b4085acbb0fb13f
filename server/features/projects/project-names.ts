// The projects' names as written, which the title order compares, kept as UTF-8 in one buffer outside
// the JavaScript heap: a million names as strings made every full garbage collection walk a million
// objects. An edited or appended name is kept as a string; the rest are decoded when compared.
export class ProjectNames {
  private chunks: Buffer[] = [];
  private text = Buffer.alloc(0);
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
    let at = this.starts[this.built]!;
    for (const name of names) this.starts[++this.built] = at += Buffer.byteLength(name);
    this.chunks.push(Buffer.from(names.join("")));
  }

  /** The build is over: one buffer, and no room kept for more. */
  seal() {
    this.text = Buffer.concat([this.text, ...this.chunks]);
    this.chunks = [];
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

  /** Every name up to `size`, as strings: for sorting them all at once, then let go. */
  all(size: number): string[] {
    return Array.from({ length: size }, (_, i) => this.get(i));
  }
}
