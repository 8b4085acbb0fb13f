// `npm run db:seed -- --projects N`: adds N realistic, deterministic projects to DATABASE_URL's database.
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { migrate, openDatabase } from "../server/infra/db/database.ts";
import { seedProjects } from "../server/infra/db/seed-projects.ts";

const { values } = parseArgs({
  options: { projects: { type: "string", default: "250" }, seed: { type: "string", default: "2026" } },
});
const count = Number(values.projects);
if (!Number.isInteger(count) || count < 1) {
  console.error("usage: npm run db:seed -- --projects N [--seed S]");
  process.exit(2);
}

const { db } = openDatabase(loadConfig().databaseUrl);
try {
  await migrate(db);
  const started = performance.now();
  await seedProjects(db, count, { seed: Number(values.seed) });
  console.log(`seeded ${count} projects in ${Math.round(performance.now() - started)} ms`);
} finally {
  await db.destroy();
}
