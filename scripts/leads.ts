// The sales team's export: `npm run leads -- export --type quote [--since 2026-11-01] --format csv|json`
// prints the leads of one type from the database named by DATABASE_URL.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { LEAD_TYPES, type LeadType } from "../contract/schemas/leads.ts";
import { loadConfig } from "../server/config.ts";
import { migrate, openDatabase } from "../server/infra/db/database.ts";
import { leadsToCsv } from "../server/domains/leads/leads-csv.ts";
import { leadsRepository } from "../server/domains/leads/leads-repository.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { type: { type: "string" }, since: { type: "string" }, format: { type: "string", default: "csv" } },
});

function fail(message: string): never {
  console.error(
    `${message}\nusage: npm run leads -- export --type ${Object.keys(LEAD_TYPES).join("|")} [--since YYYY-MM-DD] --format csv|json`,
  );
  process.exit(2);
}

if (positionals[0] !== "export") fail("unknown command");
if (!values.type || !(values.type in LEAD_TYPES)) fail("--type is required");
if (values.since && Number.isNaN(Date.parse(values.since))) fail("--since must be a date");
if (!["csv", "json"].includes(values.format!)) fail("--format must be csv or json");

const { databaseUrl } = loadConfig();
// Opening a SQLite path that does not exist would create an empty database and export nothing: a typo in
// DATABASE_URL would look like a day without leads.
const sqliteFile = databaseUrl.startsWith("sqlite:") ? databaseUrl.slice("sqlite:".length) : undefined;
if (sqliteFile && sqliteFile !== ":memory:" && !existsSync(sqliteFile)) {
  console.error(`No database at ${sqliteFile}: check DATABASE_URL (it is ${databaseUrl}).`);
  process.exit(1);
}

const { db } = openDatabase(databaseUrl);
try {
  await migrate(db);
  const since = values.since ? new Date(values.since).toISOString() : undefined;
  const leads = await leadsRepository(db).export(values.type as LeadType, since);
  process.stdout.write(values.format === "json" ? JSON.stringify(leads, null, 2) + "\n" : leadsToCsv(leads));
} finally {
  await db.destroy();
}
