// Builds the application for tests: the real build, a fresh database and data folder, no log noise.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp, type BuildOptions } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

/** A temporary data folder with an SQLite database inside. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "qto-test-"));
}

export function testApp(
  env: Record<string, string> = {},
  { stream, timeouts }: { stream?: NodeJS.WritableStream; timeouts?: BuildOptions["timeouts"] } = {},
) {
  const dataDir = env.DATA_DIR ?? tempDataDir();
  return buildApp(
    loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
      ...env,
    }),
    { logStream: stream, timeouts },
  );
}

/** The databases the API suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: Array<{ name: string; url: () => Promise<string> | string }> = [
  { name: "sqlite", url: () => `sqlite:${path.join(tempDataDir(), "qto.sqlite")}` },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres",
          // Each suite starts from an empty schema.
          url: async () => {
            const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
            await client.connect();
            await client.query("drop schema if exists public cascade; create schema public;");
            await client.end();
            return process.env.TEST_DATABASE_URL!;
          },
        },
      ]
    : []),
];
