// /readyz follows the database: 503 while PostgreSQL is stopped, 200 again once it is back, without a
// restart of the app. A PostgreSQL server of the test's own is really stopped and started (pg_ctl), the
// app's pool holding connections to it. Like every PostgreSQL suite it runs when TEST_DATABASE_URL is set
// (CI sets it, and installs PostgreSQL); then a missing initdb fails it rather than letting it pass unrun.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { startPostgresCluster, type PostgresCluster } from "../../../helpers/postgres-cluster.ts";

const POSTGRES = TEST_DATABASES.filter((database) => database.name === "postgres");
/** How long the app may take to see PostgreSQL back: the pool opens a new connection at the next check. */
const BACK_WITHIN_MS = 10_000;

describe.each(POSTGRES)("/readyz while PostgreSQL stops and returns", () => {
  let cluster: PostgresCluster;
  let app: FastifyInstance;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    app = await testApp({ DATABASE_URL: cluster.url, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    cluster?.remove();
  });

  const readyz = async () => {
    const response = await app.inject({ url: "/readyz" });
    const { checks } = response.json() as { checks: Record<string, { state: string }> };
    return { status: response.statusCode, database: checks.database?.state };
  };

  it("answers 503 while PostgreSQL is stopped and 200 once it is back", async () => {
    expect(await readyz()).toEqual({ status: 200, database: "up" });
    cluster.stop();
    expect(await readyz()).toEqual({ status: 503, database: "down" });
    // Visitors' requests fail meanwhile, but the process lives on.
    expect((await app.inject({ url: "/livez" })).statusCode).toBe(200);
    cluster.start();
    const startedAt = Date.now();
    let answer = await readyz();
    while (answer.status !== 200 && Date.now() - startedAt < BACK_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await readyz();
    }
    expect(answer).toEqual({ status: 200, database: "up" });
  }, 60_000);
});
