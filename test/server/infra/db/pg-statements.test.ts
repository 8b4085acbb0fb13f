// PostgreSQL parses each write once per connection (issue 16, item 4: statements prepared once), reads,
// `*` answers and bulk writes stay unnamed, every query still runs with its own parameters and answers,
// and a connection whose statements went stale is closed rather than reused.
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import type { Database } from "../../../../server/infra/db/schema.ts";
import { isNamedWrite, NAMED_MAX_PARAMETERS, preparedWritesOnce } from "../../../../server/infra/db/pg-statements.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";

const POSTGRES = TEST_DATABASES.filter((database) => database.name === "postgres");

describe("isNamedWrite", () => {
  it.each([
    ['insert into "leads" ("type") values ($1) returning "id"', 1, true],
    ['update "jobs" set "done_at" = $1 where "id" = $2', 2, true],
    ['delete from "sessions" where "id" = $1', 1, true],
    ['select "id" from "leads" where "id" = $1', 1, false],
    ["with next as (select id from jobs) update jobs set a = 1 from next", 0, false],
    ['insert into "leads" ("type") values ($1) returning *', 1, false],
    ['update "leads" set "status" = $1 returning "leads".*', 1, false],
    ['insert into "projects" ("name") values ($1), ($2)', NAMED_MAX_PARAMETERS + 1, false],
  ])("%s (%i parameters): %s", (text, parameters, named) => expect(isNamedWrite(text, parameters)).toBe(named));
});

/** The statements the session has prepared, by their text. */
const prepared = async (connection: Kysely<never>) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map(
    (row) => row.statement,
  );

describe.each(POSTGRES)("preparedWritesOnce on PostgreSQL", ({ url }) => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = openDatabase(await url()));
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("parses a write once on its connection and runs it with each call's parameters", async () => {
    await db.connection().execute(async (connection) => {
      const insert = (key: string) =>
        connection.insertInto("rate_limit_counters").values({ key, hits: 1, resets_at: 1 }).returning("key");
      expect(await insert("a").executeTakeFirstOrThrow()).toEqual({ key: "a" });
      expect(await insert("b").executeTakeFirstOrThrow()).toEqual({ key: "b" });
      const update = connection.updateTable("rate_limit_counters").set({ hits: 2 }).where("key", "in", ["a", "b"]);
      expect((await update.executeTakeFirstOrThrow()).numUpdatedRows).toBe(2n);
      const read = await connection.selectFrom("rate_limit_counters").select("key").orderBy("key").execute();
      expect(read).toEqual([{ key: "a" }, { key: "b" }]);
      const all = connection
        .insertInto("rate_limit_counters")
        .values({ key: "c", hits: 1, resets_at: 1 })
        .returningAll();
      expect(await all.executeTakeFirstOrThrow()).toEqual({ key: "c", hits: 1, resets_at: 1 });

      const statements = await prepared(connection as never);
      expect(statements.filter((statement) => statement === insert("x").compile().sql)).toHaveLength(1);
      expect(statements).toContain(update.compile().sql);
      expect(statements).not.toContain(all.compile().sql);
      expect(statements.some((statement) => statement.startsWith("select"))).toBe(false);
    });
  });

  it("keeps a write prepared through a failed, rolled back transaction", async () => {
    await db.connection().execute(async (connection) => {
      const insert = (into: Kysely<Database>, key: string) =>
        into.insertInto("rate_limit_counters").values({ key, hits: 1, resets_at: 1 });
      await insert(connection, "unique").execute();
      await expect(connection.transaction().execute((trx) => insert(trx, "unique").execute())).rejects.toThrow(
        /duplicate key/,
      );
      await insert(connection, "after").execute();
      const text = insert(connection, "").compile().sql;
      expect((await prepared(connection as never)).filter((statement) => statement === text)).toHaveLength(1);
    });
  });
});

describe.each(POSTGRES)("preparedWritesOnce's own pool on PostgreSQL", ({ url }) => {
  let pool: pg.Pool;
  let kept: Kysely<never>;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: await url(), max: 1 });
    kept = new Kysely<never>({ dialect: new PostgresDialect({ pool: preparedWritesOnce(pool, 1) }) });
    await sql`create table t (a integer, b integer)`.execute(kept);
  });
  afterAll(() => kept?.destroy());

  it("names no more distinct writes than it keeps, and runs the rest unnamed", async () => {
    await sql`insert into t (a) values (${1})`.execute(kept);
    await sql`insert into t (b) values (${2})`.execute(kept);
    await sql`insert into t (b) values (${3})`.execute(kept);
    const rows = await sql<{ a: number | null; b: number | null }>`select a, b from t order by a, b`.execute(kept);
    expect(rows.rows).toEqual([
      { a: 1, b: null },
      { a: null, b: 2 },
      { a: null, b: 3 },
    ]);
    expect(await prepared(kept)).toEqual(["insert into t (a) values ($1)"]);
  });

  it("closes a connection whose named statement went missing, and the next one runs it again", async () => {
    const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(kept)).rows[0]!.pid;
    const before = await backend();
    await sql`deallocate all`.execute(kept);
    await expect(sql`insert into t (a) values (${4})`.execute(kept)).rejects.toMatchObject({ code: "26000" });
    expect(await backend()).not.toBe(before);
    await sql`insert into t (a) values (${5})`.execute(kept);
    expect((await sql<{ a: number }>`select a from t where a = 5`.execute(kept)).rows).toEqual([{ a: 5 }]);
  });
});
