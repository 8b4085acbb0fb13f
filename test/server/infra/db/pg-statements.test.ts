// PostgreSQL parses each write once per connection (statements prepared once), reads,
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

describe("preparedWritesOnce's release", () => {
  /** A pool of one client whose queries fail as `error` says, and which records what it was released with. */
  function failingPool(error: Error & { code?: string }) {
    const released: unknown[] = [];
    const client = {
      on: () => client,
      query: () => Promise.reject(error),
      release: (reason?: unknown) => void released.push(reason),
    };
    return { pool: { connect: async () => client } as unknown as pg.Pool, released };
  }

  it("drops a connection whose read failed with no SQLSTATE, even before its error event", async () => {
    const lost = new Error("Connection terminated unexpectedly");
    const { pool, released } = failingPool(lost);
    const connection = await preparedWritesOnce(pool).connect();
    await expect(connection.query('select "id" from "leads"', [])).rejects.toBe(lost);
    connection.release();
    expect(released).toEqual([lost]);
  });

  it("drops a connection PostgreSQL ended during a read (57P01, admin shutdown)", async () => {
    const ended = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const { pool, released } = failingPool(ended);
    const connection = await preparedWritesOnce(pool).connect();
    await expect(connection.query('select "id" from "leads"', [])).rejects.toBe(ended);
    connection.release();
    expect(released).toEqual([ended]);
  });

  it("keeps a connection whose read failed with a SQLSTATE (the query was wrong, not the connection)", async () => {
    const refused = Object.assign(new Error('relation "nothing" does not exist'), { code: "42P01" });
    const { pool, released } = failingPool(refused);
    const connection = await preparedWritesOnce(pool).connect();
    await expect(connection.query('select "id" from "nothing"', [])).rejects.toBe(refused);
    connection.release();
    expect(released).toEqual([undefined]);
  });
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
      const rows = (count: number, from: number) =>
        Array.from({ length: count }, (_, n) => ({ key: `bulk-${from + n}`, hits: 1, resets_at: 1 }));
      // Three parameters a row: 21 rows are 63, named; 22 are 66, a bulk write, unnamed.
      const small = connection.insertInto("rate_limit_counters").values(rows(21, 0));
      const bulk = connection.insertInto("rate_limit_counters").values(rows(22, 100));
      await small.execute();
      await bulk.execute();
      const afterBulk = await prepared(connection as never);
      expect(afterBulk).toContain(small.compile().sql);
      expect(afterBulk).not.toContain(bulk.compile().sql);
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
    // One connection, so a connection kept is the one the next query gets, and one replaced is not.
    pool = new pg.Pool({ connectionString: await url(), max: 1 });
    kept = new Kysely<never>({ dialect: new PostgresDialect({ pool: preparedWritesOnce(pool, 2) }) });
    await sql`create table t (a integer unique, b integer)`.execute(kept);
  });
  afterAll(() => kept?.destroy());

  const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(kept)).rows[0]!.pid;
  const insertA = (a: number) => sql`insert into t (a) values (${a})`.execute(kept);

  it("names no more distinct writes than it keeps, and runs the rest unnamed", async () => {
    await insertA(1);
    await sql`insert into t (b) values (${2}) returning b`.execute(kept);
    await sql`insert into t (b) values (${3})`.execute(kept);
    const rows = await sql<{ a: number | null; b: number | null }>`select a, b from t order by a, b`.execute(kept);
    expect(rows.rows).toEqual([
      { a: 1, b: null },
      { a: null, b: 2 },
      { a: null, b: 3 },
    ]);
    expect((await prepared(kept)).sort()).toEqual([
      "insert into t (a) values ($1)",
      "insert into t (b) values ($1) returning b",
    ]);
  });

  it("keeps its connection through a failed, rolled back transaction", async () => {
    const before = await backend();
    await expect(
      kept.transaction().execute((trx) => sql`insert into t (a) values (${1})`.execute(trx)),
    ).rejects.toThrow(/duplicate key/);
    expect(await backend()).toBe(before);
    await insertA(4);
  });

  it("closes a connection whose named statement went missing, and the next one runs it again", async () => {
    await insertA(5);
    const before = await backend();
    await sql`deallocate all`.execute(kept);
    await expect(insertA(6)).rejects.toMatchObject({ code: "26000" });
    expect(await backend()).not.toBe(before);
    await insertA(7);
    expect((await sql<{ a: number }>`select a from t where a = 7`.execute(kept)).rows).toEqual([{ a: 7 }]);
  });

  it("closes a connection whose named statement's answer changed type, and the next one runs it again", async () => {
    const returningB = (b: number) => sql<{ b: unknown }>`insert into t (b) values (${b}) returning b`.execute(kept);
    await returningB(8);
    const before = await backend();
    // Another process's migration, in a rolling deploy.
    await sql`alter table t alter column b type text`.execute(kept);
    await expect(returningB(9)).rejects.toMatchObject({ code: "0A000" });
    expect(await backend()).not.toBe(before);
    expect((await returningB(10)).rows).toEqual([{ b: "10" }]);
  });
});
