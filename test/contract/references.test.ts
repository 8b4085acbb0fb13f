// One format and one generator for the references of leads and orders.
import { describe, expect, it, vi } from "vitest";
import {
  LEAD_REFERENCE,
  newReference,
  ORDER_REFERENCE,
  REFERENCE_ALPHABET,
  REFERENCE_PREFIXES,
  type ReferenceKind,
  referencePattern,
} from "../../contract/references.ts";
import { LEAD_PATHS, type LeadType } from "../../contract/schemas/lead-paths.ts";

const bytes =
  (...values: number[]) =>
  () =>
    Uint8Array.from(values);

describe("contract: references", () => {
  it("writes QTO-, the kind's letter and eight characters of the alphabet", () => {
    expect(newReference("contact", bytes(0, 1, 2, 3, 4, 5, 6, 7))).toBe("QTO-C-01234567");
    expect(newReference("quote", bytes(10, 17, 18, 19, 20, 26, 27, 31))).toBe("QTO-Q-AHJKMTVZ");
    expect(newReference("order", bytes(32, 33, 255, 64, 96, 128, 200, 224))).toBe("QTO-O-01Z00080");
  });

  it("uses every character of the alphabet equally: each byte's value modulo 32", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const counts = new Map<string, number>();
    for (let i = 0; i < 256; i += 8) {
      const code = newReference("sample", () => all.slice(i, i + 8)).slice("QTO-S-".length);
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join("")).toBe([...REFERENCE_ALPHABET].sort().join(""));
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it("leaves out the letters read as digits (I, L, O) and U", () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it("has a letter for every kind of lead and for orders, each letter its own", () => {
    const kinds = [...(Object.keys(LEAD_PATHS) as LeadType[]), "order"];
    expect(Object.keys(REFERENCE_PREFIXES).sort()).toEqual(kinds.sort());
    expect(new Set(Object.values(REFERENCE_PREFIXES)).size).toBe(kinds.length);
  });

  it("draws fresh references from the platform's random numbers", () => {
    const references = Array.from({ length: 200 }, () => newReference("reply"));
    expect(new Set(references).size).toBe(200);
    for (const reference of references) expect(reference).toMatch(LEAD_REFERENCE);
  });

  it("recognises whole references of the kinds asked for, and nothing else", () => {
    for (const kind of Object.keys(REFERENCE_PREFIXES) as ReferenceKind[]) {
      const reference = newReference(kind);
      expect(referencePattern([kind]).test(reference)).toBe(true);
      expect(LEAD_REFERENCE.test(reference)).toBe(kind !== "order");
      expect(ORDER_REFERENCE.test(reference)).toBe(kind === "order");
    }
    for (const text of ["QTO-C-7K2M9XP", "QTO-C-7K2M9XPDD", " QTO-C-7K2M9XPD", "QTO-X-7K2M9XPD", "QTO-C-7K2M9XPI"])
      expect(LEAD_REFERENCE.test(text)).toBe(false);
    expect(LEAD_REFERENCE.test("QTO-C-7K2M9XPD")).toBe(true);
    expect(ORDER_REFERENCE.test("QTO-O-4Q9R493M")).toBe(true);
  });

  it("draws its random bytes from Web Crypto 4 KB at a time, and hands each out once", () => {
    const draws = vi.spyOn(crypto, "getRandomValues");
    // 500 references of 8 bytes: two draws at most, the pool a test before left partly used, then a fresh one.
    const references = Array.from({ length: 500 }, () => newReference("contact"));
    expect(draws.mock.calls.length).toBeLessThanOrEqual(2);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect(LEAD_REFERENCE.test(reference)).toBe(true);
    draws.mockRestore();
  });
});
