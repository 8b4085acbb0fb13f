// A published project's history: only fields whose shown value changed, as readable text, one row each.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedFields, recordChanges } from "../../../../server/domains/projects/project-history.ts";
import { toRow } from "../../../../server/domains/projects/project-rows.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { PROJECT_INPUT } from "../../../helpers/projects.ts";

describe("project-desk/project-history: changedFields", () => {
  it("is empty when nothing shown changed, whatever the order of lists", () => {
    const reordered = {
      ...PROJECT_INPUT,
      divisions: [...PROJECT_INPUT.divisions].reverse(),
      bonds: [...PROJECT_INPUT.bonds].reverse(),
    };
    expect(changedFields(PROJECT_INPUT, reordered)).toEqual([]);
  });

  it("lists each changed field with its before and after as text, in the form's order", () => {
    const after = {
      ...PROJECT_INPUT,
      bid_date: "2027-03-22",
      pre_bid_meeting: "",
      divisions: ["03", "09", "26"],
      featured: true,
      bid_amount: 1_300_000,
    };
    expect(changedFields(PROJECT_INPUT, after)).toEqual([
      { field: "bid_date", before: "2027-03-15", after: "2027-03-22" },
      { field: "bid_amount", before: "1250000", after: "1300000" },
      { field: "pre_bid_meeting", before: "2027-03-01T10:00", after: null },
      { field: "divisions", before: "03, 09", after: "03, 09, 26" },
      { field: "featured", before: "no", after: "yes" },
    ]);
  });

  it("shows bonds by name and percent", () => {
    const after = { ...PROJECT_INPUT, bonds: [{ name: "Bid bond", percent: 10 }] };
    expect(changedFields(PROJECT_INPUT, after)).toEqual([
      { field: "bonds", before: "Bid bond 5%, Performance bond 100%", after: "Bid bond 10%" },
    ]);
  });
});

describe.each(TEST_DATABASES)("project-desk/project-history: recordChanges on $name", ({ url }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: tempDataDir(), SEED_PROJECTS: "0" });
  });
  afterAll(() => app.close());

  it("keeps one row per change with who and when, and writes nothing for no change", async () => {
    const at = "2026-11-24T01:00:00.000Z";
    const projectId = await app.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("projects")
        .values({ ...toRow(PROJECT_INPUT), posted_at: at, documents: "{}" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const changes = changedFields(PROJECT_INPUT, { ...PROJECT_INPUT, bid_date: "2027-04-01", bid_time: "" });
      await recordChanges(trx, id, changes, null, at);
      await recordChanges(trx, id, [], null, at);
      return id;
    });
    const rows = await app.db
      .selectFrom("project_changes")
      .select(["field", "before", "after", "changed_by", "changed_at"])
      .where("project_id", "=", projectId)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { field: "bid_date", before: "2027-03-15", after: "2027-04-01", changed_by: null, changed_at: at },
      { field: "bid_time", before: "14:00", after: null, changed_by: null, changed_at: at },
    ]);
  });
});
