// Edits applied in place: an index that took in changed, unpublished, republished and
// new projects answers every query exactly as an index built afresh from the same projects, whose
// answers project-index.test.ts holds to the API's definition. The edited index has already served every
// sort before the edits, so its kept orders and caches must follow them.
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PROJECT_SORTS, type ProjectQuery, ProjectQuerySchema } from "../../../../contract/schemas/projects.ts";
import { generateProjects } from "../../../../server/infra/db/seed-projects.ts";
import { type IndexedProject, ProjectIndex } from "../../../../server/domains/projects/board-index/project-index.ts";

const TODAY = "2026-11-23";
const generated = generateProjects(300, { today: new Date(`${TODAY}T12:00:00Z`) });
const catalogue: IndexedProject[] = generated.map((p, i) => ({ ...p, id: i + 1, closed_at: null }));
const blankQuery: ProjectQuery = v.parse(ProjectQuerySchema, {});

type Edit =
  | { kind: "change"; id: number; name: string; amount: number; bid_date: string; state: string }
  | { kind: "unpublish"; id: number }
  | { kind: "publish"; id: number };

// Ids above the catalogue's are projects published by an edit; "publish" of a known id republishes it.
const edits = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant("change" as const),
      id: fc.integer({ min: 1, max: 320 }),
      name: fc.constantFrom("Zephyr Hall", "Aardvark Depot", "school annex"),
      amount: fc.integer({ min: 0, max: 3_000_000 }),
      bid_date: fc.constantFrom("2026-11-01", TODAY, "2027-01-15"),
      state: fc.constantFrom("TX", "CA", "WA"),
    }),
    fc.record({ kind: fc.constant("unpublish" as const), id: fc.integer({ min: 1, max: 320 }) }),
    fc.record({ kind: fc.constant("publish" as const), id: fc.integer({ min: 1, max: 320 }) }),
  ),
  // Up to 120: past the index's MOVES_IN_PLACE (100), so both moving in place and sorting anew are checked.
  { minLength: 1, maxLength: 120 },
);

const queries = fc.record({
  keyword: fc.constantFrom("", "zeph", "school", "aard", "hall"),
  location: fc.constantFrom("", "TX", "WA"),
  amount_min: fc.constantFrom("" as const, 1_000_000),
  tab: fc.constantFrom("" as const, "active", "past"),
  sort: fc.constantFrom("" as const, ...PROJECT_SORTS),
});

/** The published rows after `edits`, and the ids each batch of edits touched. */
function published(batch: Edit[], start: Map<number, IndexedProject>) {
  const rows = new Map(start);
  for (const edit of batch) {
    const known = rows.get(edit.id) ?? catalogue[(edit.id - 1) % catalogue.length]!;
    if (edit.kind === "unpublish") rows.delete(edit.id);
    else if (edit.kind === "publish") rows.set(edit.id, { ...known, id: edit.id });
    else if (rows.has(edit.id))
      rows.set(edit.id, {
        ...known,
        name: edit.name,
        bid_amount: edit.amount,
        bid_date: edit.bid_date,
        state: edit.state,
      });
  }
  return rows;
}

describe("server: the project index takes edits in place", () => {
  it("answers after edits exactly as an index built afresh from the edited projects", () => {
    fc.assert(
      fc.property(
        fc.array(edits, { minLength: 1, maxLength: 3 }),
        fc.array(queries, { minLength: 4, maxLength: 4 }),
        (batches, asked) => {
          const index = new ProjectIndex(catalogue);
          // Every sort order and a few filters are built and kept before the edits.
          for (const sort of PROJECT_SORTS) index.search({ ...blankQuery, sort }, { limit: 5, offset: 0 }, TODAY);
          let rows = new Map(catalogue.map((row) => [row.id, row]));
          for (const batch of batches) {
            rows = published(batch, rows);
            const changed = batch.map((edit) => edit.id);
            expect(
              index.apply(
                changed,
                changed.flatMap((id) => rows.get(id) ?? []),
              ),
            ).toBe(true);
          }
          const fresh = new ProjectIndex([...rows.values()]);
          for (const query of asked) {
            const q = { ...blankQuery, ...query };
            expect(index.search(q, { limit: 400, offset: 0 }, TODAY)).toEqual(
              fresh.search(q, { limit: 400, offset: 0 }, TODAY),
            );
            expect(index.facets(q, TODAY)).toEqual(fresh.facets(q, TODAY));
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it("asks to be built anew when more projects are published than it has room for", () => {
    const index = new ProjectIndex(catalogue.slice(0, 10));
    const many = Array.from({ length: 2000 }, (_, i) => ({ ...catalogue[i % 300]!, id: 1000 + i }));
    expect(
      index.apply(
        many.map((row) => row.id),
        many,
      ),
    ).toBe(false);
    expect(index.search(blankQuery, { limit: 50, offset: 0 }, TODAY).count).toBe(
      new ProjectIndex(catalogue.slice(0, 10)).search(blankQuery, { limit: 50, offset: 0 }, TODAY).count,
    );
  });
});
