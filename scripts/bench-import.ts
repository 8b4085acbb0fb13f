// `npm run bench:import`: a benchmark, not a test. The CSV import of BENCH_ROWS (10,000) projects through
// POST /reactapp/staff/projects/import/ as staff send it (multipart upload, parse, one transaction):
// the dry run, the first import (all created), the same file again (all unchanged) and a file that moves
// every bid date (all updated). Target: 10,000 rows under 20 s. SQLite in a temporary folder by default;
// DATABASE_URL=postgres://… measures PostgreSQL (its schema is emptied first).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { multipart } from "../test/helpers/multipart.ts";
import { importCsv } from "../test/helpers/project-import-csv.ts";
import { signedInStaff } from "../test/helpers/staff.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "qto-bench-import-"));
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(dataDir, "bench.sqlite")}`;
if (databaseUrl.startsWith("postgres")) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("drop schema if exists public cascade; create schema public;");
  await client.end();
}

const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_PROJECTS: "0",
  }),
);
const staff = await signedInStaff(app, "bench-importer");

async function timed(label: string, csv: string, dryRun = false) {
  const { payload, headers } = multipart([{ name: "file", filename: "bench.csv", content: Buffer.from(csv) }]);
  const started = performance.now();
  const response = await app.inject({
    method: "POST",
    url: `/reactapp/staff/projects/import/${dryRun ? "?dry_run=1" : ""}`,
    payload,
    cookies: staff.cookies,
    headers: { ...staff.as().headers, ...headers },
  });
  const ms = Math.round(performance.now() - started);
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const { totals } = response.json() as { totals: Record<string, number> };
  console.log(`${label.padEnd(26)} ${String(ms).padStart(6)} ms  ${JSON.stringify(totals)}`);
}

const file = importCsv(ROWS, { prefix: "BENCH" });
console.log(`${ROWS} rows, ${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB, on ${databaseUrl.split(":")[0]}`);
await timed("dry run", file, true);
await timed("import (all created)", file);
await timed("same file (all unchanged)", file);
await timed("new bid dates (all updated)", importCsv(ROWS, { prefix: "BENCH", overrides: { bid_date: "2027-03-01" } }));
await app.close();
