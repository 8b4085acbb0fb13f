// A project's CSI divisions as one bit each (fewer than 64), split over two 32-bit words: the index
// tests "has any of these divisions" with two ANDs.
import { DIVISION_CODES } from "../../../../contract/schemas/projects.ts";

export function divisionMask(codes: string[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const code of codes) {
    const d = DIVISION_CODES.indexOf(code);
    if (d < 0) continue;
    if (d < 32) low |= 1 << d;
    else high |= 1 << (d - 32);
  }
  return [low >>> 0, high >>> 0];
}
