// A PostgreSQL connection that fails (the server restarted, the network dropped it) is replaced: at rest
// in the pool it is reported, in use by a request it fails the request's query. Neither ends the process
// with an unheard `error` event.
import pg from "pg";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../../../server/infra/db/database.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";

const POSTGRES = TEST_DATABASES.filter((database) => database.name === "postgres");

describe.each(POSTGRES)("openDatabase's pool on PostgreSQL", ({ url }) => {
  let db: Db;
  let databaseUrl: string;
  const failures: Error[] = [];
  beforeAll(async () => {
    databaseUrl = await url();
    ({ db } = openDatabase(databaseUrl, { onIdleError: (error) => failures.push(error) }));
  });
  afterAll(() => db?.destroy());

  const backend = async (on: Db = db) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(on)).rows[0]!.pid;
  /** Ends backend `pid` from another connection, as a restart or a dropped network would. */
  async function terminate(pid: number) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
  }

  it("reports a connection at rest that the server ended, and answers on a new one", async () => {
    failures.length = 0;
    const resting = await backend();
    await terminate(resting);
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]!.message).toMatch(/terminat/);
    expect(await backend()).not.toBe(resting);
  });

  it("fails the query of a connection in use that the server ended, and answers on a new one", async () => {
    let inUse = 0;
    await db.connection().execute(async (connection) => {
      inUse = await backend(connection);
      await terminate(inUse);
      await expect(backend(connection)).rejects.toThrow(/terminat|connection/);
    });
    expect(await backend()).not.toBe(inUse);
  });
});
