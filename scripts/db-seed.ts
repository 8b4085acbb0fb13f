// `npm run db:seed -- --projects N` adds N realistic, deterministic projects to DATABASE_URL's
// database; `--leads N` adds N leads (for measuring the console's inbox: npm run bench:inbox).
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { migrate, openDatabase } from "../server/infra/db/database.ts";
import { seedLeads } from "../server/infra/db/seed-leads.ts";
import { seedProjects } from "../server/infra/db/seed-projects.ts";

const { values } = parseArgs({
  options: {
    projects: { type: "string" },
    leads: { type: "string" },
    seed: { type: "string", default: "2026" },
  },
});
// Without either option it seeds 250 projects, as it always did.
const projects = values.projects ?? (values.leads ? "0" : "250");
const counts = { projects: Number(projects), leads: Number(values.leads ?? 0) };
if (
  Object.values(counts).some((count) => !Number.isInteger(count) || count < 0) ||
  counts.projects + counts.leads < 1
) {
  console.error("usage: npm run db:seed -- [--projects N] [--leads N] [--seed S]");
  process.exit(2);
}

const { db } = openDatabase(loadConfig().databaseUrl);
try {
  await migrate(db);
  const seed = Number(values.seed);
  for (const [what, count] of Object.entries(counts)) {
    if (!count) continue;
    const started = performance.now();
    await (what === "leads" ? seedLeads : seedProjects)(db, count, { seed });
    console.log(`seeded ${count} ${what} in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await db.destroy();
}
