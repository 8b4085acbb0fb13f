// Money as the API carries it (dollars with cents), as payment providers take it (whole cents) and as
// people read it.
import { describe, expect, it } from "vitest";
import { dollarsToCents, formatUsd, roundCents } from "../../contract/money.ts";

describe("contract: money", () => {
  it("turns dollars into whole cents, even where binary floats fall short", () => {
    expect(dollarsToCents(289.68)).toBe(28968);
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(dollarsToCents(526.01)).toBe(52601);
    expect(dollarsToCents(99)).toBe(9900);
    expect(dollarsToCents(0)).toBe(0);
  });

  it("rounds dollars to the cent, half a cent up", () => {
    expect(roundCents(99 * 0.08)).toBe(7.92);
    expect(roundCents(299 * 1.25)).toBe(373.75);
    expect(roundCents(373.75 * 0.08)).toBe(29.9);
    expect(roundCents(0.125)).toBe(0.13);
    expect(roundCents(7.92 + 7.92 + 29.9)).toBe(45.74);
    expect(roundCents(12)).toBe(12);
  });

  it("compares amounts by their cents, so sums that differ by a float's error are equal", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(dollarsToCents(0.1 + 0.2)).toBe(dollarsToCents(0.3));
  });

  it("writes US dollars with cents and thousands separators", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50");
    expect(formatUsd(99)).toBe("$99.00");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(526.01)).toBe("$526.01");
  });
});
