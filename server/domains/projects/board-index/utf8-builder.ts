// Text laid end to end in one UTF-8 buffer as it comes, its room doubled when it runs out: the board's
// names and keyword corpus, about 30 MB each at a million projects. Built as a buffer per page of rows
// and then joined, the pages' buffers stayed resident once freed (~70 MB): each was too small for the
// allocator to give back to the system, where a doubled buffer's old one is.
export class Utf8Builder {
  private buffer: Buffer;
  /** Bytes written so far. */
  length = 0;

  constructor(room = 1 << 16) {
    this.buffer = Buffer.allocUnsafe(room);
  }

  /** Appends `text`; answers where it ends, in bytes. */
  append(text: string): number {
    // A UTF-16 code unit takes at most three bytes of UTF-8 (a pair of them, four).
    const needed = this.length + 3 * text.length;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, needed));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.length += this.buffer.write(text, this.length);
    return this.length;
  }

  /** The bytes written, in a buffer of their size. */
  finish(): Buffer {
    const text = Buffer.from(this.buffer.subarray(0, this.length));
    this.buffer = Buffer.alloc(0);
    this.length = 0;
    return text;
  }
}
