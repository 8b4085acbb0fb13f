// The benchmarks' server: a fresh database (SQLite, or the PostgreSQL database BENCH_DATABASE_URL names,
// emptied first) with `projects` seeded, served by the real server in its own process, so the load
// generator or browser does not share its event loop. With `processes` above one,
// that many processes share the database behind nginx, as production runs them.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { migrate, openDatabase } from "../../server/infra/db/database.ts";
import { seedProjects } from "../../server/infra/db/seed-projects.ts";
import { startNginx } from "./nginx.ts";
import { spawnServer, type ServerProcess } from "./server-process.ts";

export type BenchSetup = { processes?: number; database?: "sqlite" | "postgres" };

/** The database to seed: a new SQLite file, or BENCH_DATABASE_URL's PostgreSQL database with an empty schema. */
async function freshDatabase(database: BenchSetup["database"], dataDir: string): Promise<string> {
  if (database !== "postgres") return `sqlite:${path.join(dataDir, "qto.sqlite")}`;
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("--database postgres needs BENCH_DATABASE_URL (a database the benchmark may empty).");
  const { db } = openDatabase(url);
  await sql`drop schema if exists public cascade; create schema public`.execute(db);
  await db.destroy();
  return url;
}

/** Seeds `projects` into a new database, then starts the server on it; `env` adds settings. */
export async function seededServer(
  projects: number,
  env: Record<string, string> = {},
  { processes = 1, database = "sqlite" }: BenchSetup = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "qto-bench-"));
  // BENCH_SEEDED_DATABASE_URL: a database already seeded (`npm run db:seed -- --projects 1000000` takes long).
  const seeded = process.env.BENCH_SEEDED_DATABASE_URL;
  const databaseUrl = seeded ?? (await freshDatabase(database, dataDir));
  const seeding = performance.now();
  const { db } = openDatabase(databaseUrl);
  await migrate(db);
  if (!seeded) {
    await seedProjects(db, projects);
    console.log(`seeded ${projects} projects in ${Math.round(performance.now() - seeding)} ms`);
  }
  await db.destroy();
  const settings = {
    // NODE_ENV=test, not production: a production process refuses the test gateway the checkout pays
    // through and the development secrets. Test mode serves as production does where a benchmark
    // looks (request logging, Secure cookies and HSTS, which only development turns off); what differs,
    // the https-only rule for webhooks and partners' origins, is not on any benchmark's path.
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_PROJECTS: "0",
    ...env,
  };
  const starting = performance.now();
  const servers: ServerProcess[] = [];
  for (let index = 0; index < processes; index++) servers.push(await spawnServer(settings));
  // From the process's start to listening: migrations, and the board index built from every project.
  console.log(`server started in ${Math.round(performance.now() - starting)} ms`);
  const pids = servers.map((server) => server.pid);
  if (processes === 1) return { server: servers[0]!, pids, databaseUrl, dataDir };
  const nginx = await startNginx(servers.map((server) => server.port));
  const stop = async () => {
    await nginx.stop();
    await Promise.all(servers.map((server) => server.stop()));
  };
  return { server: { origin: nginx.origin, stop }, pids, databaseUrl, dataDir };
}
