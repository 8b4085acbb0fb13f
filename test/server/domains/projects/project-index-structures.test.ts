// The board index's structures: bitsets against plain arrays, an index built from
// pages of rows against one built from them all, pages walked in any order against one listing, and
// kept keyword matches against edits. Property tests with fixed seeds, so a failure replays as it was.
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PROJECT_SORTS, type ProjectQuery, ProjectQuerySchema } from "../../../../contract/schemas/projects.ts";
import { generateProjects } from "../../../../server/infra/db/seed-projects.ts";
import {
  andInto,
  countBits,
  countBoth,
  hasBit,
  newBitset,
  positionsOf,
  setBit,
} from "../../../../server/domains/projects/board-index/bitset.ts";
import {
  type IndexedProject,
  ProjectIndex,
  ProjectIndexBuilder,
} from "../../../../server/domains/projects/board-index/project-index.ts";
import { numericOrder } from "../../../../server/domains/projects/board-index/project-orders.ts";
import { ProjectNames } from "../../../../server/domains/projects/board-index/project-names.ts";

const TODAY = "2026-11-23";
const catalogue: IndexedProject[] = generateProjects(500, { today: new Date(`${TODAY}T12:00:00Z`) }).map((p, i) => ({
  ...p,
  // Gaps in the ids, as deleted projects leave; some closed with their bid results.
  id: 3 * i + 1,
  closed_at: i % 11 === 0 ? "2026-11-20T10:00:00.000Z" : null,
}));
const blankQuery: ProjectQuery = v.parse(ProjectQuerySchema, {});
const queries = fc.record({
  keyword: fc.constantFrom("", "school", "hall", "a", "ÿ"),
  location: fc.constantFrom("", "TX", "CA", "san"),
  amount_min: fc.constantFrom("" as const, 500_000),
  tab: fc.constantFrom("" as const, "active", "past", "featured"),
  sort: fc.constantFrom("" as const, ...PROJECT_SORTS),
});

describe("server/projects/bitset", () => {
  it("sets, tests, ANDs and counts as plain arrays of booleans do", () => {
    const bits = fc
      .integer({ min: 0, max: 200 })
      .chain((size) =>
        fc.tuple(
          fc.constant(size),
          fc.array(fc.boolean(), { minLength: size, maxLength: size }),
          fc.array(fc.boolean(), { minLength: size, maxLength: size }),
        ),
      );
    fc.assert(
      fc.property(bits, ([size, a, b]) => {
        const setA = newBitset(size);
        const setB = newBitset(size);
        a.forEach((on, i) => setBit(setA, i, on));
        b.forEach((on, i) => setBit(setB, i, on));
        // Set then cleared again: clearing must leave the other bits of the word alone.
        a.forEach((on, i) => on || (setBit(setA, i), setBit(setA, i, false)));
        expect(a.map((_, i) => hasBit(setA, i) === 1)).toEqual(a);
        expect(countBits(setA)).toBe(a.filter(Boolean).length);
        expect(countBoth(setA, setB)).toBe(a.filter((on, i) => on && b[i]).length);
        expect([...positionsOf(setA)]).toEqual(a.flatMap((on, i) => (on ? [i] : [])));
        andInto(setA, setB);
        expect([...positionsOf(setA)]).toEqual(a.flatMap((on, i) => (on && b[i] ? [i] : [])));
      }),
      { seed: 16, numRuns: 300 },
    );
  });
});

describe("server/projects/project-orders: numeric order", () => {
  it("orders numbers as a comparison sort does, ties in position order", () => {
    // Small sets of values repeat; the edges of a double's bits (signs, zeros, tiny and huge) are in.
    const doubles = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, -0, 1, -1, 0.1, -0.1, 1e-310, -1e-310, 1e300, -1e300, 4_999_993.1),
      fc.integer({ min: -3, max: 3 }),
    );
    const cases = fc.oneof(
      fc.array(doubles, { maxLength: 300 }).map((values) => Float64Array.from(values)),
      fc
        .array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 300 })
        .map((values) => Int32Array.from(values)),
      fc
        .array(fc.integer({ min: 20_200_101, max: 20_301_231 }), { maxLength: 300 })
        .map((days) => Int32Array.from(days)),
    );
    fc.assert(
      fc.property(cases, (values) => {
        const compare = (a: number, b: number) => values[a]! - values[b]! || a - b;
        const expected = Int32Array.from(values, (_, i) => i).sort(compare);
        expect([...numericOrder(values, values.length, compare).order]).toEqual([...expected]);
      }),
      { seed: 16, numRuns: 400 },
    );
  });
});

/** The title orders (ascending, descending) of an index of `rows` given `idsByName` at start. */
function titleOrders(rows: IndexedProject[], idsByName?: number[]): number[][] {
  const index = new ProjectIndex(rows);
  index.prepareOrders(PROJECT_SORTS, idsByName && Int32Array.from(idsByName));
  return (["title", "-title"] as const).map(
    (sort) => index.search({ ...blankQuery, sort }, { limit: 10, offset: 0 }, TODAY).ids,
  );
}

describe("server/projects/project-index: structures", () => {
  const whole = new ProjectIndex(catalogue);

  it("answers the same built from pages of rows as from all of them", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 97 }), { minLength: 1, maxLength: 30 }),
        queries,
        (sizes, query) => {
          // Fewer rows expected than come: the builder grows.
          const builder = new ProjectIndexBuilder(10);
          for (let start = 0, k = 0; start < catalogue.length; start += sizes[k++ % sizes.length]!)
            builder.add(catalogue.slice(start, start + sizes[k % sizes.length]!));
          const paged = builder.finish();
          const q = { ...blankQuery, ...query };
          expect(paged.search(q, { limit: 500, offset: 0 }, TODAY)).toEqual(
            whole.search(q, { limit: 500, offset: 0 }, TODAY),
          );
          expect(paged.facets(q, TODAY)).toEqual(whole.facets(q, TODAY));
        },
      ),
      { seed: 16, numRuns: 60 },
    );
  });

  it("takes the title order the database gives only when it is the order of these projects", () => {
    // UTF-8's byte order (the database's) differs from JavaScript's beyond U+FFFF: "\u{1F3D7}" (a
    // building crane) sorts after "\uFF21" (a full-width A) in bytes, before it in code units.
    const names = ["Annex \u{1F3D7}", "Annex \uFF21", "Bridge", "annex", "Annex \uFF21"];
    const rows = catalogue.slice(0, names.length).map((row, i) => ({ ...row, name: names[i]! }));
    const byBytes = [...rows].sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)) || a.id - b.id);
    const titled = (idsByName?: number[]) => titleOrders(rows, idsByName);
    const sorted = titled();
    expect(sorted[0]).toEqual(
      [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)).map(({ id }) => id),
    );
    // In bytes' order, missing a project, or naming one more: each is sorted anew to the same answer.
    expect(titled(byBytes.map(({ id }) => id))).toEqual(sorted);
    expect(titled(sorted[0]!.slice(1))).toEqual(sorted);
    expect(titled([...sorted[0]!, 1_000_000])).toEqual(sorted);
    // Taken as given when it is the order: a wrong one that passed the check would show here.
    expect(titled(sorted[0]!)).toEqual(sorted);
  });

  it("checks the database's title order by the names' bytes when none is beyond U+FFFF", () => {
    const names = ["\uFF21 hall", "école", "Zinc works", "annex", "Annex", "annex", "\u00E9cole"];
    const rows = catalogue.slice(0, names.length).map((row, i) => ({ ...row, name: names[i]! }));
    const titled = (idsByName?: number[]) => titleOrders(rows, idsByName);
    const sorted = titled();
    expect(titled(sorted[0]!)).toEqual(sorted);
    // Two names out of order, or the two "annex" out of id order: sorted anew.
    const swapped = (k: number) => [
      ...sorted[0]!.slice(0, k),
      sorted[0]![k + 1]!,
      sorted[0]![k]!,
      ...sorted[0]!.slice(k + 2),
    ];
    for (const k of [0, 2, 5]) expect(titled(swapped(k))).toEqual(sorted);

    const inPlace = (list: string[]) => {
      const kept = new ProjectNames();
      kept.add(list);
      kept.seal();
      return kept.inPlaceOrder();
    };
    const order = inPlace(names)!;
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [3, 4],
      [3, 5],
      [1, 6],
    ])
      expect(Math.sign(order(a!, b!)), `${names[a!]} against ${names[b!]}`).toBe(
        Math.sign(names[a!]! < names[b!]! ? -1 : names[a!]! > names[b!]! ? 1 : 0),
      );
    expect(inPlace(["Annex \u{1F3D7}", "Bridge"])).toBeUndefined();
  });

  it("refuses rows out of id order", () => {
    const builder = new ProjectIndexBuilder();
    builder.add(catalogue.slice(10, 20));
    expect(() => builder.add(catalogue.slice(0, 5))).toThrow(/id order/);
  });

  it("gives each page of a filter, asked in any order, as one listing of it does", () => {
    fc.assert(
      fc.property(
        queries,
        fc.integer({ min: 1, max: 25 }),
        fc.array(fc.nat(40), { minLength: 1, maxLength: 12 }),
        (query, size, pages) => {
          const index = new ProjectIndex(catalogue);
          const q = { ...blankQuery, ...query };
          const all = index.search(q, { limit: 500, offset: 0 }, TODAY).ids;
          for (const page of pages)
            expect(index.search(q, { limit: size, offset: page * size }, TODAY).ids).toEqual(
              all.slice(page * size, page * size + size),
            );
        },
      ),
      { seed: 16, numRuns: 100 },
    );
  });

  it("keeps a keyword's matches true through edits of the rows", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.nat(499), name: fc.constantFrom("New School", "Depot", "Town Hall") }), {
          minLength: 1,
          maxLength: 10,
        }),
        (renames) => {
          const index = new ProjectIndex(catalogue);
          const rows = new Map(catalogue.map((row) => [row.id, row]));
          const keywords = ["school", "hall", "depot"];
          // Each keyword's matches are kept before the edits, which must then update them.
          for (const keyword of keywords) index.search({ ...blankQuery, keyword }, { limit: 1, offset: 0 }, TODAY);
          for (const { at, name } of renames) {
            const row = { ...catalogue[at]!, name };
            rows.set(row.id, row);
            expect(index.apply([row.id], [row])).toBe(true);
          }
          const fresh = new ProjectIndex([...rows.values()]);
          for (const keyword of keywords) {
            const q = { ...blankQuery, keyword };
            expect(index.search(q, { limit: 500, offset: 0 }, TODAY)).toEqual(
              fresh.search(q, { limit: 500, offset: 0 }, TODAY),
            );
          }
        },
      ),
      { seed: 16, numRuns: 60 },
    );
  });
});
