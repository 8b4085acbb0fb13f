// SQLite statements are prepared once per SQL text (preparing anew was a good part of
// a lead's cost) and still run with each call's own parameters.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { preparedOnce } from "../../../../server/infra/db/sqlite-statements.ts";

afterEach(() => vi.restoreAllMocks());

/** How many times better-sqlite3 was asked to prepare each SQL text. */
function countPrepares() {
  const prepare = vi.spyOn(SQLite.prototype, "prepare");
  return (text: string) => prepare.mock.calls.filter(([source]) => source === text).length;
}

/** A table t (a = 1) and its `select *`, run once so the statement is kept. */
async function keptSelectAll(url: string) {
  const { db } = openDatabase(url);
  await sql`create table t (a integer)`.execute(db);
  await sql`insert into t values (1)`.execute(db);
  const all = () =>
    db
      .selectFrom("t" as never)
      .selectAll()
      .execute();
  expect(await all()).toEqual([{ a: 1 }]);
  return { db, all };
}

describe("SQLite statements", () => {
  it("prepares a query Kysely runs again and again once, binding each run's parameters", async () => {
    const prepares = countPrepares();
    const { db } = openDatabase("sqlite::memory:");
    const answers = [];
    for (const n of [1, 2, 3, 4, 5])
      answers.push((await sql<{ n: number }>`select ${n} + 1 as n`.execute(db)).rows[0]!.n);
    expect(answers).toEqual([2, 3, 4, 5, 6]);
    expect(prepares("select ? + 1 as n")).toBe(1);
    await db.destroy();
  });

  it("prepares a transaction's begin and commit and a lead's insert once", async () => {
    const { db } = openDatabase("sqlite::memory:");
    await migrate(db);
    const job = (n: number) => ({
      kind: "test",
      payload: "{}",
      key: `k${n}`,
      run_at: "2026-01-01",
      created_at: "2026",
    });
    const prepares = countPrepares();
    for (const n of [1, 2, 3]) await db.transaction().execute((trx) => trx.insertInto("jobs").values(job(n)).execute());
    const { count } = await db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(count).toBe(3);
    expect(prepares("begin immediate")).toBe(1);
    expect(prepares("commit")).toBe(1);
    expect(prepares(db.insertInto("jobs").values(job(0)).compile().sql)).toBe(1);
    await db.destroy();
  });

  it("keeps the most recently used statements only, up to its bound", () => {
    const prepares = countPrepares();
    const database = preparedOnce(new SQLite(":memory:"), 2);
    for (const text of ["select 1", "select 2", "select 1", "select 3", "select 1", "select 2"]) database.prepare(text);
    // select 2 was the least recently used when select 3 came, so it was dropped and prepared again.
    expect([prepares("select 1"), prepares("select 2"), prepares("select 3")]).toEqual([1, 2, 1]);
    database.close();
  });

  it("answers a reader's rows as objects keyed by column, the later of a name given twice", async () => {
    const { db } = openDatabase("sqlite::memory:");
    const { rows } = await sql`select 1 as a, 'x' as b, null as c, 2 as a`.execute(db);
    expect(rows).toEqual([{ a: 2, b: "x", c: null }]);
    await db.destroy();
  });

  it("reads a kept select * by the table's columns after the schema changed", async () => {
    const { db, all } = await keptSelectAll("sqlite::memory:");
    await sql`alter table t add column b text default 'new'`.execute(db);
    expect(await all()).toEqual([{ a: 1, b: "new" }]);
    await db.destroy();
  });

  it("reads a kept select * by the table's columns after another connection changed them", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "qto-statements-")), "db.sqlite");
    const { db, all } = await keptSelectAll(`sqlite:${file}`);
    // Another process migrating the same file while the server runs.
    const other = new SQLite(file);
    other.exec("alter table t rename column a to b");
    other.close();
    expect(await all()).toEqual([{ b: 1 }]);
    await db.destroy();
  });

  it("iterates a reader's rows as objects", () => {
    const database = preparedOnce(new SQLite(":memory:"));
    const rows = [...database.prepare("select 1 as n union all select 2").iterate([])];
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    database.close();
  });
});
