// The benchmarks' server: a fresh SQLite database with `projects` seeded, served by the real server in
// its own process with production settings, so the load generator or browser does not share its event
// loop.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate, openDatabase } from "../../server/infra/db/database.ts";
import { seedProjects } from "../../server/infra/db/seed-projects.ts";
import { spawnServer } from "./server-process.ts";

/** Seeds `projects` into a new database, then starts the server on it; `env` adds settings. */
export async function seededServer(projects: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "qto-bench-"));
  // BENCH_DATABASE_URL: a database already seeded (`npm run db:seed -- --projects 1000000` takes long).
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dataDir, "qto.sqlite")}`;
  const seeding = performance.now();
  const { db } = openDatabase(databaseUrl);
  await migrate(db);
  if (!process.env.BENCH_DATABASE_URL) {
    await seedProjects(db, projects);
    console.log(`seeded ${projects} projects in ${Math.round(performance.now() - seeding)} ms`);
  }
  await db.destroy();
  const starting = performance.now();
  const server = await spawnServer({
    NODE_ENV: "production",
    // Production settings, with the test gateway named on purpose (production refuses it otherwise).
    PAYMENT_PROVIDER: "test-gateway",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_PROJECTS: "0",
    ...env,
  });
  // From the process's start to listening: migrations, and the board index built from every project.
  console.log(`server started in ${Math.round(performance.now() - starting)} ms`);
  return { server, databaseUrl };
}
