// The first three digits of the ZIP codes of each state, from USPS's list of ZIP code prefixes
// (https://pe.usps.com/Archive/HTML/DMMArchive20050106/print/L002.htm), main ranges only: enough for
// demo addresses whose postal code belongs to their state.
export const ZIP_PREFIXES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  AK: [[995, 999]],
  AL: [[350, 369]],
  AR: [[716, 729]],
  AZ: [[850, 865]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DC: [[200, 205]],
  DE: [[197, 199]],
  FL: [[320, 349]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  IA: [[500, 528]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  MA: [[10, 27]],
  MD: [[206, 219]],
  ME: [[39, 49]],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MO: [[630, 658]],
  MS: [[386, 397]],
  MT: [[590, 599]],
  NC: [[270, 289]],
  ND: [[580, 588]],
  NE: [[680, 693]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NV: [[889, 898]],
  NY: [[100, 149]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [[750, 799]],
  UT: [[840, 847]],
  VA: [[220, 246]],
  VT: [[50, 59]],
  WA: [[980, 994]],
  WI: [[530, 549]],
  WV: [[247, 268]],
  WY: [[820, 831]],
};

/** A five-digit ZIP code of `state`, chosen by `fraction` (0 ≤ fraction < 1) among all of its codes. */
export function zipCodeIn(state: string, fraction: number): string {
  const ranges = ZIP_PREFIXES[state];
  if (!ranges) throw new Error(`no ZIP prefixes for state ${state}`);
  const codes = ranges.map(([first, last]) => (last - first + 1) * 100);
  let index = Math.floor(fraction * codes.reduce((sum, count) => sum + count, 0));
  for (const [i, [first]] of ranges.entries()) {
    if (index < codes[i]!) return String(first * 100 + index).padStart(5, "0");
    index -= codes[i]!;
  }
  throw new Error("fraction must be below 1");
}
