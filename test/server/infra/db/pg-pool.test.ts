// A PostgreSQL connection at rest in the pool that fails (the server restarted, the network dropped it) is
// reported and replaced; it does not end the process with an unheard `error` event.
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

  const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

  it("reports a connection at rest that the server ended, and answers on a new one", async () => {
    const resting = await backend();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [resting]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]!.message).toMatch(/terminat/);
    expect(await backend()).not.toBe(resting);
  });
});
