// Sets of index positions as bits, 32 to a word: the board's equality filters (state, status, division,
// featured, a keyword's matches) are one prebuilt set each, combined with a word-wide AND and counted
// by population count, 32 rows at a time instead of one.
export type Bitset = Uint32Array;

export const newBitset = (bits: number): Bitset => new Uint32Array((bits + 31) >>> 5);

export const hasBit = (set: Bitset, i: number): number => (set[i >>> 5]! >>> (i & 31)) & 1;

export function setBit(set: Bitset, i: number, on: boolean | number = true): void {
  if (on) set[i >>> 5]! |= 1 << (i & 31);
  else set[i >>> 5]! &= ~(1 << (i & 31));
}

/** The number of 1 bits of a 32-bit word (Hacker's Delight, figure 5-2). */
export function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(set: Bitset): number {
  let count = 0;
  for (let w = 0; w < set.length; w++) count += bitCount(set[w]!);
  return count;
}

/** `target` ∧= `source`, in place. */
export function andInto(target: Bitset, source: Bitset): Bitset {
  for (let w = 0; w < target.length; w++) target[w]! &= source[w]!;
  return target;
}

/** |a ∧ b|, without building a ∧ b. */
export function countBoth(a: Bitset, b: Bitset): number {
  let count = 0;
  for (let w = 0; w < a.length; w++) count += bitCount(a[w]! & b[w]!);
  return count;
}

/** The positions of the 1 bits, ascending. */
export function positionsOf(set: Bitset, count = countBits(set)): Int32Array {
  const positions = new Int32Array(count);
  let k = 0;
  for (let w = 0; w < set.length; w++)
    for (let word = set[w]!; word; word &= word - 1) positions[k++] = (w << 5) | (31 - Math.clz32(word & -word));
  return positions;
}

/** A copy of `set` with room for `bits` bits. */
export function grownTo(set: Bitset, bits: number): Bitset {
  const grown = newBitset(bits);
  grown.set(set.subarray(0, Math.min(set.length, grown.length)));
  return grown;
}
