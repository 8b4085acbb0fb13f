// The in-memory index must give exactly what the API's definition of each filter and sort says. The
// reference below is the definition written as plainly as possible, over generated projects.
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import csiDivisions from "../../../../contract/choices/csi-divisions.json" with { type: "json" };
import {
  PROJECT_SORTS,
  type ProjectQuery,
  ProjectQuerySchema,
  STATE_CODES,
} from "../../../../contract/schemas/projects.ts";
import { keywordTerms } from "../../../../server/domains/projects/board-index/keyword-terms.ts";
import { generateProjects } from "../../../../server/infra/db/seed-projects.ts";
import { type IndexedProject, ProjectIndex } from "../../../../server/domains/projects/board-index/project-index.ts";

const TODAY = "2026-11-23";
const projects: IndexedProject[] = generateProjects(600, { today: new Date(`${TODAY}T12:00:00Z`) }).map((p, i) => ({
  ...p,
  id: i + 1,
  // Some projects were closed with their bid results, a few of them before their bid date.
  closed_at: i % 13 === 0 ? "2026-11-20T10:00:00.000Z" : null,
}));
const index = new ProjectIndex(projects);

// The query with every parameter left out, as the schema fills it in.
const blankQuery: ProjectQuery = v.parse(ProjectQuerySchema, {});

type Skip = "location" | "status" | "division" | undefined;

function matches(p: IndexedProject, q: ProjectQuery, skip?: Skip): boolean {
  const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  const divisions = JSON.parse(p.divisions) as string[];
  const favorites = q.favorites.split(",").map(Number);
  const isState = /^[A-Za-z]{2}$/.test(q.location) && q.location.toUpperCase() !== "ZZ";
  return (
    // Every term of the keyword (keyword-terms.ts has its own tests): in the name, company or city, or the
    // state or a division the term names.
    (!q.keyword ||
      keywordTerms(q.keyword).every(
        (term) =>
          has(p.name, term.text) ||
          has(p.company, term.text) ||
          has(p.city, term.text) ||
          term.states.some((state) => STATE_CODES[state] === p.state) ||
          divisions.some((division) => term.divisions.includes(division)),
      )) &&
    (!q.location ||
      skip === "location" ||
      (isState ? p.state === q.location.toUpperCase() : has(p.city, q.location))) &&
    (!q.bid_date_from || p.bid_date >= q.bid_date_from) &&
    (!q.bid_date_to || p.bid_date <= q.bid_date_to) &&
    (q.amount_min === "" || p.bid_amount >= q.amount_min) &&
    (q.amount_max === "" || p.bid_amount <= q.amount_max) &&
    (!q.status || skip === "status" || p.status === q.status) &&
    (!q.division.length || skip === "division" || divisions.some((d) => q.division.includes(d))) &&
    (q.tab !== "active" || (p.bid_date >= TODAY && !p.closed_at)) &&
    (q.tab !== "past" || p.bid_date < TODAY || Boolean(p.closed_at)) &&
    (q.tab !== "featured" || Boolean(p.featured)) &&
    (q.tab !== "favorites" || favorites.includes(p.id))
  );
}

function sortedIds(rows: IndexedProject[], sort: string): number[] {
  const [key, direction] = {
    "": ["bid_date", 1],
    bid_date: ["bid_date", 1],
    "-bid_date": ["bid_date", -1],
    title: ["name", 1],
    "-title": ["name", -1],
    amount: ["bid_amount", 1],
    "-amount": ["bid_amount", -1],
  }[sort] as ["bid_date" | "name" | "bid_amount", number];
  return [...rows]
    .sort((a, b) => (a[key] < b[key] ? -direction : a[key] > b[key] ? direction : a.id - b.id))
    .map((p) => p.id);
}

const words = [...new Set(projects.flatMap((p) => [p.name.split(" ")[0]!, p.city, p.company.split(" ")[0]!]))];
const queries = fc.record<ProjectQuery>({
  format: fc.constant("json"),
  keyword: fc.oneof(
    fc.constant(""),
    fc.constantFrom(...words).map((w) => w.slice(0, 4).toUpperCase()),
    fc.constantFrom("concrete Texas", "TX 03", "new york", "Electrical", "hall ca", "oregon masonry finishes"),
  ),
  location: fc.constantFrom("", "TX", "ca", "Portland", "san", "ZZ"),
  bid_date_from: fc.constantFrom("", "2026-10-01", TODAY),
  bid_date_to: fc.constantFrom("", TODAY, "2027-02-01"),
  amount_min: fc.constantFrom("" as const, 0, 50_000, 1_000_000),
  amount_max: fc.constantFrom("" as const, 100_000, 2_500_000),
  status: fc.constantFrom("" as const, "solicited", "unsolicited", "none"),
  division: fc.subarray(
    csiDivisions.map((d) => d.value),
    { maxLength: 3 },
  ),
  tab: fc.constantFrom("" as const, "active", "past", "featured", "favorites"),
  sort: fc.constantFrom("" as const, ...PROJECT_SORTS),
  favorites: fc.constantFrom("", "1,2,3,50,x", "600,7"),
});

describe("server: the project index", () => {
  it("filters, counts, sorts and pages exactly as the API defines them", () => {
    fc.assert(
      fc.property(queries, fc.nat(40), fc.integer({ min: 1, max: 30 }), (query, offset, limit) => {
        const expected = sortedIds(
          projects.filter((p) => matches(p, query)),
          query.sort,
        );
        const result = index.search(query, { limit, offset }, TODAY);
        expect(result.count).toBe(expected.length);
        expect(result.ids).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 400 },
    );
  });

  it("counts each facet with its own filter left out", () => {
    fc.assert(
      fc.property(queries, (query) => {
        const facets = index.facets(query, TODAY);
        const tally = (skip: Skip, keys: (p: IndexedProject) => string[]) => {
          const counts = new Map<string, number>();
          for (const p of projects.filter((p) => matches(p, query, skip)))
            for (const key of keys(p)) counts.set(key, (counts.get(key) ?? 0) + 1);
          return counts;
        };
        expect(facets.count).toBe(projects.filter((p) => matches(p, query)).length);
        expect(facets.states).toEqual(tally("location", (p) => [p.state]));
        expect(facets.statuses).toEqual(tally("status", (p) => [p.status]));
        expect(facets.divisions).toEqual(tally("division", (p) => JSON.parse(p.divisions)));
      }),
      { numRuns: 150 },
    );
  });

  it("finds nothing in an empty catalogue", () => {
    const empty = new ProjectIndex([]);
    expect(empty.search(blankQuery, { limit: 20, offset: 0 }, TODAY)).toEqual({ count: 0, ids: [] });
    expect(empty.facets(blankQuery, TODAY).count).toBe(0);
  });
});

describe("server/projects/project-index: sort names from the request", () => {
  // The sort order is looked up by the visitor's `sort`; a name Object.prototype has
  // must not reach Object's own members, even if a caller skipped the schema.
  it.each(["__proto__", "constructor", "toString", "valueOf"])("orders sort=%s as the default order", (sort) => {
    const page = { limit: 20, offset: 0 };
    const expected = index.search(blankQuery, page, TODAY);
    expect(index.search({ ...blankQuery, sort: sort as ProjectQuery["sort"] }, page, TODAY)).toEqual(expected);
  });
});
