import csiDivisions from "../../../../contract/choices/csi-divisions.json" with { type: "json" };
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Facets, Page, ProjectCard, ProjectDetail } from "../../../../contract/schemas/projects.ts";
import { openDatabase } from "../../../../server/infra/db/database.ts";
import { seedProjects } from "../../../../server/infra/db/seed-projects.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

describe.each(TEST_DATABASES)("server: projects API on $name", ({ url }) => {
  let app: FastifyInstance;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await url();
    app = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "250" });
  });
  afterAll(() => app?.close());

  const get = async <T>(path: string, status = 200) => {
    const response = await app.inject({ url: path });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  const page = (query: string) =>
    get<Page<ProjectCard>>(`/reactapp/projects/projects/?format=json&page_size=100&${query}`);
  const today = new Date().toISOString().slice(0, 10);

  it("answers the legacy call with a bare array of 250 seeded projects carrying the card fields", async () => {
    const projects = await get<ProjectCard[]>("/reactapp/projects/projects/?format=json");
    expect(projects).toHaveLength(250);
    expect(Object.keys(projects[0]!).sort()).toEqual(
      [
        "project_id",
        "project_name",
        "Project_Bid_Date",
        "city",
        "company",
        "progress",
        "project_bid_amount",
        "takeoff_from",
        "state",
        "status",
        "divisions",
        "featured",
        "is_new",
      ].sort(),
    );
  });

  it("says what a small take-off of each project costs, as the cart's quote prices it", async () => {
    const cards = await get<ProjectCard[]>("/reactapp/projects/projects/?format=json");
    // Both sides of the large-project factor: the cheapest and the dearest projects.
    const sorted = [...cards].sort((a, b) => a.project_bid_amount - b.project_bid_amount);
    for (const card of [sorted[0]!, sorted.at(-1)!]) {
      const quote = await app.inject({
        method: "POST",
        url: "/reactapp/cart/quote/",
        payload: { lines: [{ project_id: card.project_id, size: "small" }] },
      });
      expect(card.takeoff_from).toBe(quote.json().lines[0].price);
    }
    expect(new Set(cards.map((card) => card.takeoff_from))).toEqual(new Set([99, 124]));
    const detail = await get<ProjectDetail>(`/reactapp/projects/projects/${sorted.at(-1)!.project_id}/`);
    expect(detail.takeoff_from).toBe(124);
  });

  it("pages with DRF's envelope, caps page_size at 100 and answers 404 past the end", async () => {
    const first = await get<Page<ProjectCard>>("/reactapp/projects/projects/?format=json&page=1&page_size=1000");
    expect(first.count).toBe(250);
    expect(first.results).toHaveLength(100);
    expect(first.previous).toBeNull();
    expect(first.next).toContain("page=2");
    const last = await get<Page<ProjectCard>>("/reactapp/projects/projects/?format=json&page=3&page_size=100");
    expect(last.results).toHaveLength(50);
    expect(last.next).toBeNull();
    expect(await get("/reactapp/projects/projects/?format=json&page=4&page_size=100", 404)).toEqual({
      detail: "Invalid page.",
    });
  });

  it("filters by keyword over name, company and city", async () => {
    const { results } = await page("keyword=school");
    expect(results.length).toBeGreaterThan(0);
    for (const p of results) expect(`${p.project_name} ${p.company} ${p.city}`.toLowerCase()).toContain("school");
  });

  it("filters by state code or by city", async () => {
    for (const p of (await page("location=tx")).results) expect(p.state).toBe("TX");
    for (const p of (await page("location=Houston")).results) expect(p.city).toBe("Houston");
  });

  it("filters by bid date, amount, status and division", async () => {
    const { results } = await page(
      "bid_date_from=2026-01-01&bid_date_to=2027-12-31&amount_min=1000&amount_max=2000000&status=solicited&division=03&division=26",
    );
    expect(results.length).toBeGreaterThan(0);
    for (const p of results) {
      expect(p.project_bid_amount).toBeGreaterThanOrEqual(1000);
      expect(p.project_bid_amount).toBeLessThanOrEqual(2000000);
      expect(p.status).toBe("solicited");
      expect(p.divisions.some((d) => d === "03" || d === "26")).toBe(true);
    }
  });

  it("splits active and past by today's date, and lists featured and favorite projects", async () => {
    const active = await page("tab=active");
    const past = await page("tab=past");
    expect(active.count + past.count).toBe(250);
    for (const p of active.results) expect(p.Project_Bid_Date >= today).toBe(true);
    for (const p of past.results) expect(p.Project_Bid_Date < today).toBe(true);
    for (const p of (await page("tab=featured")).results) expect(p.featured).toBe(true);
    expect(
      (await page("tab=favorites&favorites=3,7,11")).results.map((p) => p.project_id).sort((a, b) => a - b),
    ).toEqual([3, 7, 11]);
  });

  it.each([
    ["bid_date", (p: ProjectCard) => p.Project_Bid_Date, 1],
    ["-bid_date", (p: ProjectCard) => p.Project_Bid_Date, -1],
    ["title", (p: ProjectCard) => p.project_name, 1],
    ["-title", (p: ProjectCard) => p.project_name, -1],
    ["amount", (p: ProjectCard) => p.project_bid_amount, 1],
    ["-amount", (p: ProjectCard) => p.project_bid_amount, -1],
  ] as const)("sorts the whole result by %s", async (sort, key, direction) => {
    const all = [...(await page(`sort=${sort}&page=1`)).results, ...(await page(`sort=${sort}&page=2`)).results];
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [key(all[i - 1]!), key(all[i]!)];
      expect(direction === 1 ? a <= b : a >= b, `${a} then ${b}`).toBe(true);
    }
  });

  it("rejects bad filter values with DRF field errors", async () => {
    expect(await get("/reactapp/projects/projects/?status=maybe", 400)).toHaveProperty("status");
    expect(await get("/reactapp/projects/projects/?division=99", 400)).toHaveProperty("division");
    expect(await get("/reactapp/projects/projects/?sort=random", 400)).toHaveProperty("sort");
  });

  it("returns everything the detail page shows, and 404 JSON for an unknown id", async () => {
    const detail = await get<ProjectDetail>("/reactapp/projects/projects/5/?format=json");
    expect(detail.project_id).toBe(5);
    for (const field of [
      "solicitation",
      "bidding_method",
      "bid_phase",
      "completion_time_days",
      "liquidated_damages_per_day",
      "bid_deposit",
      "bid_location",
      "address",
      "bonds",
      "documents",
    ]) {
      expect(detail, field).toHaveProperty(field);
    }
    expect(Object.keys(detail.documents)).toEqual(["specs", "plans", "qtos", "addendums", "videos"]);
    expect(detail.bonds[0]).toMatchObject({ name: "Bid bond" });
    expect(detail.csi_divisions.map((d) => d.value).sort()).toEqual([...detail.divisions].sort());
    expect(detail.csi_divisions.every((d) => d.label.length > 0)).toBe(true);
    expect(await get("/reactapp/projects/projects/999999/?format=json", 404)).toEqual({ detail: "Not found." });
    expect(await get("/reactapp/projects/projects/abc/?format=json", 404)).toEqual({ detail: "Not found." });
  });

  it("counts facets under the current filters", async () => {
    const facets = await get<{
      count: number;
      locations: Array<{ value: string; count: number }>;
      statuses: Array<{ count: number }>;
      divisions: Array<{ count: number }>;
    }>("/reactapp/projects/facets/?status=solicited");
    const solicited = await page("status=solicited");
    expect(facets.count).toBe(solicited.count);
    expect(facets.locations.reduce((sum, l) => sum + l.count, 0)).toBe(solicited.count);
    expect(facets.statuses.reduce((sum, s) => sum + s.count, 0)).toBe(250);
  });

  it("lists every division, with 0 beside those no project matches, as the statuses", async () => {
    const facets = await get<{ divisions: Array<{ value: string; count: number }> }>(
      "/reactapp/projects/facets/?keyword=no-such-project-name",
    );
    expect(facets.divisions.map((d) => d.value)).toEqual(csiDivisions.map((d) => d.value));
    expect(facets.divisions.every((d) => d.count === 0)).toBe(true);
  });

  it("sees projects written by another process, through the revision the triggers keep", async () => {
    const before = (await page("")).count;
    const other = openDatabase(databaseUrl);
    await seedProjects(other.db, 3, { seed: 7 });
    await other.db.destroy();
    expect((await page("")).count).toBe(before + 3);
    expect((await get<Facets>("/reactapp/projects/facets/")).count).toBe(before + 3);
  });

  it("exports the current result as CSV", async () => {
    const response = await app.inject({ url: "/reactapp/projects/projects/?format=csv&location=TX" });
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toMatch(/^"project_id","project_name","Project_Bid_Date"/);
    expect(lines.length - 1).toBe((await page("location=TX")).count);
  });
});
