// The projects' names as written, which the title order compares, kept as UTF-8 in buffers outside the
// JavaScript heap: a million names as strings made every full garbage collection walk a million
// objects. An edited or appended name is kept as a string; the rest are decoded when compared.
export class ProjectNames {
  private readonly chunks: Buffer[] = [];
  /** Per position: its chunk, and where its name starts and ends in it. */
  private chunkOf = new Int32Array(0);
  private starts = new Int32Array(0);
  private ends = new Int32Array(0);
  private readonly written = new Map<number, string>();
  private built = 0;

  /** Appends the names of the next positions, from the first not yet added. */
  add(names: string[]) {
    const capacity = this.built + names.length;
    if (capacity > this.starts.length) {
      const grow = (old: Int32Array) => {
        const next = new Int32Array(Math.max(capacity, old.length * 2));
        next.set(old);
        return next;
      };
      this.chunkOf = grow(this.chunkOf);
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
    }
    const chunk = this.chunks.length;
    let at = 0;
    for (const name of names) {
      this.chunkOf[this.built] = chunk;
      this.starts[this.built] = at;
      this.ends[this.built++] = at += Buffer.byteLength(name);
    }
    this.chunks.push(Buffer.from(names.join("")));
  }

  /** Position `i`'s name, now `name` (an edit, or a position appended after the build). */
  write(i: number, name: string) {
    this.written.set(i, name);
  }

  get(i: number): string {
    return this.written.get(i) ?? this.chunks[this.chunkOf[i]!]!.toString("utf8", this.starts[i]!, this.ends[i]!);
  }

  /** Every name up to `size`, as strings: for sorting them all at once, then let go. */
  all(size: number): string[] {
    return Array.from({ length: size }, (_, i) => this.get(i));
  }
}
