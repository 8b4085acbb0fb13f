// Freshness on every process: two instances of the app on one database, as two server processes behind
// a load balancer. A project published, changed and unpublished through one is at once visible, changed
// and gone on the other's board list, facets and detail: each instance's in-memory board index notices
// the projects table's revision (migration 002) on its next request. Writes go straight to the database
// here, as any desk route or import ends up doing.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { insertProject } from "../../../helpers/desk-projects.ts";

/** Publishes `count` projects at once, as an import does. */
async function insertMany(app: FastifyInstance, count: number) {
  for (let i = 0; i < count; i++) await insertProject(app.db, { name: `Bulk Project ${i}`, publication: "published" });
}

describe.each(TEST_DATABASES)("server: project freshness across two processes on $name", ({ url }) => {
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  let id: number;

  beforeAll(async () => {
    const databaseUrl = await url();
    writer = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "12" });
    reader = await testApp({ DATABASE_URL: databaseUrl, SEED_PROJECTS: "12" });
    id = await insertProject(writer.db, {
      name: "Quillfeather Ferry Terminal",
      publication: "draft",
      city: "Boise",
      state: "ID",
    });
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  /** What the reader's board shows of the project: in a keyword search, in the facets' count, its detail. */
  async function seenByReader(keyword: string) {
    const list = (await reader.inject({ url: `/reactapp/projects/projects/?keyword=${keyword}&page=1` })).json();
    const facets = (await reader.inject({ url: `/reactapp/projects/facets/?keyword=${keyword}` })).json();
    const detail = await reader.inject({ url: `/reactapp/projects/projects/${id}/` });
    return {
      listed: list.results.map((card: { project_id: number }) => card.project_id),
      counted: facets.count,
      detail: detail.statusCode === 200 ? detail.json() : detail.statusCode,
    };
  }
  const publication = (value: "published" | "unpublished") =>
    writer.db.updateTable("projects").set({ publication: value }).where("id", "=", id).execute();

  it("does not show a draft, after the reader has built its index", async () => {
    const all = (await reader.inject({ url: "/reactapp/projects/facets/" })).json().count;
    expect(all).toBe(12);
    expect(await seenByReader("Quillfeather")).toEqual({ listed: [], counted: 0, detail: 404 });
  });

  it("shows the project published through the other process on the next request", async () => {
    await publication("published");
    const seen = await seenByReader("Quillfeather");
    expect(seen.listed).toEqual([id]);
    expect(seen.counted).toBe(1);
    expect(seen.detail).toMatchObject({ project_name: "Quillfeather Ferry Terminal", city: "Boise" });
    expect((await reader.inject({ url: "/reactapp/projects/facets/" })).json().count).toBe(13);
  });

  it("shows a change made through the other process on the next request", async () => {
    await writer.db
      .updateTable("projects")
      .set({ name: "Marrowbrook Ferry Terminal", city: "Nampa" })
      .where("id", "=", id)
      .execute();
    expect(await seenByReader("Quillfeather")).toMatchObject({ listed: [], counted: 0 });
    const seen = await seenByReader("Marrowbrook");
    expect(seen.listed).toEqual([id]);
    expect(seen.counted).toBe(1);
    expect(seen.detail).toMatchObject({ project_name: "Marrowbrook Ferry Terminal", city: "Nampa" });
  });

  it("hides the project unpublished through the other process on the next request", async () => {
    await publication("unpublished");
    expect(await seenByReader("Marrowbrook")).toEqual({ listed: [], counted: 0, detail: 404 });
    expect((await reader.inject({ url: "/reactapp/projects/facets/" })).json().count).toBe(12);
  });

  it("applies those edits in place: the reader built its index once, when it started", async () => {
    expect(reader.projects.indexBuilds()).toBe(1);
    // A statement touching every one of these few projects is still a handful of edits.
    await writer.db.updateTable("projects").set({ progress: 50 }).execute();
    expect((await reader.inject({ url: "/reactapp/projects/facets/" })).json().count).toBe(12);
    expect(reader.projects.indexBuilds()).toBe(1);
    // More than a hundred at once (an import, a seed): built anew, once.
    await insertMany(writer, 120);
    expect((await reader.inject({ url: "/reactapp/projects/facets/" })).json().count).toBe(132);
    expect(reader.projects.indexBuilds()).toBe(2);
  });
});
