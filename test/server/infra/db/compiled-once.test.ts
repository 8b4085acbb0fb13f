// A query built and compiled once runs with each call's own values, as bound
// parameters, in the transaction it is given, on SQLite and PostgreSQL alike; its constants stay.
import type { Kysely, KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { compiledOnce } from "../../../../server/infra/db/compiled-once.ts";
import type { Database } from "../../../../server/infra/db/schema.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";

type Job = { payload: string; key: string | null; runAt: string };

describe.each(TEST_DATABASES)("compiledOnce on $name", ({ url }) => {
  let db: Db;
  let builds = 0;
  const insertJob = compiledOnce((builder, job: Job) => {
    builds += 1;
    return builder
      .insertInto("jobs")
      .values({ kind: "compiled.once", payload: job.payload, key: job.key, run_at: job.runAt, created_at: job.runAt })
      .returning(["id", "kind", "payload", "key", "run_at", "attempts"]);
  });
  const job = (n: number): Job => ({
    payload: `{"n":${n}}`,
    key: `compiled:${n}`,
    runAt: `2026-11-24T00:00:${String(n).padStart(2, "0")}.000Z`,
  });
  const stored = (trx: Kysely<Database> = db) =>
    trx
      .selectFrom("jobs")
      .select(["payload", "key", "run_at"])
      .where("kind", "=", "compiled.once")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    ({ db } = openDatabase(await url()));
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("runs with each call's values, its constants kept, and answers what it returns", async () => {
    const first = await insertJob(db, job(1));
    const second = await insertJob(db, job(2));
    expect(first.rows).toEqual([
      expect.objectContaining({ kind: "compiled.once", payload: '{"n":1}', key: "compiled:1" }),
    ]);
    expect(second.rows[0]).toMatchObject({ payload: '{"n":2}', key: "compiled:2", run_at: job(2).runAt });
    expect(Number(second.rows[0]!.attempts)).toBe(0);
    expect(await stored()).toEqual([
      { payload: '{"n":1}', key: "compiled:1", run_at: job(1).runAt },
      { payload: '{"n":2}', key: "compiled:2", run_at: job(2).runAt },
    ]);
  });

  it("is built once for a database and its transactions alike", async () => {
    await insertJob(db, job(3));
    const before = builds;
    await insertJob(db, job(4));
    await db.transaction().execute((trx) => insertJob(trx, job(5)));
    expect(builds - before).toBe(0);
  });

  it("runs in the transaction it is given: rolled back, nothing is kept", async () => {
    const rollback = new Error("roll back");
    await expect(
      db.transaction().execute(async (trx) => {
        await insertJob(trx, job(6));
        expect((await stored(trx)).map((row) => row.key)).toContain("compiled:6");
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await stored()).map((row) => row.key)).not.toContain("compiled:6");
  });

  it("sends values as parameters, never as SQL", async () => {
    const hostile = `x'); delete from jobs; --`;
    await insertJob(db, { payload: hostile, key: "compiled:hostile", runAt: job(7).runAt });
    const rows = await stored();
    expect(rows.find((row) => row.key === "compiled:hostile")?.payload).toBe(hostile);
    expect(rows.map((row) => row.key)).toContain("compiled:1");
  });

  it("refuses a value left out rather than leave its column to the default", async () => {
    const count = (await stored()).length;
    await expect(insertJob(db, { payload: "{}", runAt: job(8).runAt } as Job)).rejects.toThrow(/no value for "key"/);
    expect(await stored()).toHaveLength(count);
  });

  it("is compiled again for each database, in its dialect", async () => {
    const { db: other } = openDatabase(await TEST_DATABASES[0]!.url());
    try {
      await migrate(other);
      const before = builds;
      await insertJob(other, job(9));
      expect(builds - before).toBe(1);
      expect((await stored(other)).map((row) => row.key)).toEqual(["compiled:9"]);
    } finally {
      await other.destroy();
    }
  });

  it("refuses a build that spreads the values, which would give no columns", async () => {
    const spread = compiledOnce((builder, job: Job) =>
      builder.insertInto("jobs").values({ ...job, kind: "x" } as never),
    );
    await expect(spread(db, job(9))).rejects.toThrow(/name each value/);
  });

  it("refuses a build that reads a value instead of placing it", async () => {
    // A test of a placeholder is always true: the query would hold its constant for every call.
    const tested = compiledOnce((builder, values: { newest: boolean }) =>
      builder
        .selectFrom("jobs")
        .select("id")
        .orderBy("id", values.newest ? "desc" : "asc"),
    );
    const templated = compiledOnce((builder, values: { n: number }) =>
      builder.selectFrom("jobs").select("id").where("key", "=", `compiled:${values.n}`),
    );
    await expect(tested(db, { newest: false })).rejects.toThrow(/"newest" may only be placed in the query as a value/);
    await expect(templated(db, { n: 1 })).rejects.toThrow(/"n" may only be placed in the query as a value/);
  });

  it("is built anew for a database with plugins, which see it as any query", async () => {
    const seen: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => (seen.push(node.kind), node),
      transformResult: async ({ result }) => result,
    };
    const before = builds;
    await insertJob(db.withPlugin(recorder), job(10));
    expect(builds - before).toBe(1);
    expect(seen).toEqual(["InsertQueryNode"]);
    expect((await stored()).map((row) => row.key)).toContain("compiled:10");
  });

  it("places a value used twice in both places", async () => {
    const byKey = compiledOnce((builder, values: { key: string }) =>
      builder.selectFrom("jobs").select("payload").where("key", ">=", values.key).where("key", "<=", values.key),
    );
    expect((await byKey(db, { key: "compiled:2" })).rows).toEqual([{ payload: '{"n":2}' }]);
  });
});
