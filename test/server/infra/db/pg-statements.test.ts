// PostgreSQL parses each write once per connection (issue 16, item 4: statements prepared once), reads and
// `*` answers stay unnamed, and every query still runs with its own parameters and answers.
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { isNamedWrite, preparedWritesOnce } from "../../../../server/infra/db/pg-statements.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";

const POSTGRES = TEST_DATABASES.filter((database) => database.name === "postgres");

describe("which statements are named", () => {
  it.each([
    ['insert into "leads" ("type") values ($1) returning "id"', true],
    ['update "jobs" set "done_at" = $1 where "id" = $2', true],
    ['delete from "sessions" where "id" = $1', true],
    ['select "id" from "leads" where "id" = $1', false],
    ["with next as (select id from jobs) update jobs set a = 1 from next", false],
    ['insert into "leads" ("type") values ($1) returning *', false],
    ['update "leads" set "status" = $1 returning "leads".*', false],
  ])("%s: %s", (text, named) => expect(isNamedWrite(text)).toBe(named));
});

describe.each(POSTGRES)("PostgreSQL statements prepared once", ({ url }) => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = openDatabase(await url()));
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  /** The statements the session has prepared, by their text. */
  const prepared = async (connection: Db) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map(
      (row) => row.statement,
    );

  it("parses a write once on its connection and runs it with each call's parameters", async () => {
    await db.connection().execute(async (connection) => {
      const insert = (key: string) =>
        connection.insertInto("rate_limit_counters").values({ key, hits: 1, resets_at: 1 }).returning("key");
      expect(await insert("a").executeTakeFirstOrThrow()).toEqual({ key: "a" });
      expect(await insert("b").executeTakeFirstOrThrow()).toEqual({ key: "b" });
      const text = insert("c").compile().sql;
      const bump = await connection
        .updateTable("rate_limit_counters")
        .set({ hits: 2 })
        .where("key", "in", ["a", "b"])
        .executeTakeFirstOrThrow();
      expect(bump.numUpdatedRows).toBe(2n);
      const read = await connection.selectFrom("rate_limit_counters").select("key").orderBy("key").execute();
      expect(read).toEqual([{ key: "a" }, { key: "b" }]);

      const statements = await prepared(connection);
      expect(statements.filter((statement) => statement === text)).toHaveLength(1);
      expect(statements.some((statement) => statement.startsWith("update"))).toBe(true);
      expect(statements.some((statement) => statement.startsWith("select"))).toBe(false);
    });
  });

  it("names no more distinct writes than it keeps, and runs the rest unnamed", async () => {
    const pool = new pg.Pool({ connectionString: await url(), max: 1 });
    const kept = new Kysely<never>({ dialect: new PostgresDialect({ pool: preparedWritesOnce(pool, 1) }) });
    try {
      await sql`create table t (a integer, b integer)`.execute(kept);
      await sql`insert into t (a) values (${1})`.execute(kept);
      await sql`insert into t (b) values (${2})`.execute(kept);
      await sql`insert into t (b) values (${3})`.execute(kept);
      const rows = await sql<{ a: number | null; b: number | null }>`select a, b from t order by a, b`.execute(kept);
      expect(rows.rows).toEqual([
        { a: 1, b: null },
        { a: null, b: 2 },
        { a: null, b: 3 },
      ]);
      expect(await prepared(kept as unknown as Db)).toEqual(["insert into t (a) values ($1)"]);
    } finally {
      await kept.destroy();
    }
  });
});
