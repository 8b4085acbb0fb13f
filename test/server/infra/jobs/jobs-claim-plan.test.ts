// Migration 032: the runner's claim of the oldest due jobs reads them from the index of pending jobs in
// claim order and stops at its batch, however many are queued or done; it does not read and sort them
// all (10 ms a claim with 30,000 queued on PostgreSQL before).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { jobsRepository } from "../../../../server/infra/jobs/jobs-repository.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";
import { planOf, queryRecorder } from "../../../helpers/query-recorder.ts";

const QUEUED = 3000;

describe.each(TEST_DATABASES)("jobs: the claim's plan on $name", ({ url }) => {
  let db: Db;
  let dialect: "sqlite" | "postgres";
  let oldestPending: string[];
  beforeAll(async () => {
    ({ db, dialect } = openDatabase(await url()));
    await migrate(db);
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
    // As many done as queued, a few failed: the statistics of a queue after a burst of leads.
    const rows = Array.from({ length: 2 * QUEUED }, (_, n) => ({
      kind: "lead.notify",
      payload: "{}",
      key: `k${n}`,
      run_at: at(n),
      created_at: at(n),
      done_at: n < QUEUED ? at(n + 1) : null,
      failed_at: n % 500 === 1 ? at(n + 1) : null,
    }));
    oldestPending = rows
      .filter((row) => !row.done_at && !row.failed_at)
      .slice(0, 8)
      .map((row) => row.key);
    for (let start = 0; start < rows.length; start += 1000)
      await db
        .insertInto("jobs")
        .values(rows.slice(start, start + 1000))
        .execute();
    await sql`analyze`.execute(db);
  });
  afterAll(() => db?.destroy());

  it("reads the pending jobs' index in claim order, with no sort", async () => {
    const { plugin, queries } = queryRecorder(db);
    const now = new Date(Date.UTC(2027, 0, 1));
    const claimed = await jobsRepository(db.withPlugin(plugin)).claim(["lead.notify"], "r", now, now, 8);
    expect(claimed.map((job) => job.key)).toEqual(oldestPending);
    const plan = (await planOf(db, dialect, queries[0]!)).join("\n");
    expect(plan).toMatch(
      dialect === "sqlite" ? /SEARCH jobs USING INDEX jobs_pending/ : /Index Scan using jobs_pending/,
    );
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
