// `npm run bench:inbox`: a benchmark, not a test. The console inbox's first page (its query and count,
// as GET /reactapp/staff/leads/ runs them) over 100,000 leads, by default and with a few filters:
// p50 and p99 of BENCH_RUNS runs each. Target: the default first page under 100 ms p99. SQLite in a
// temporary file by default; DATABASE_URL=postgres://… measures PostgreSQL (its leads table is seeded
// up to BENCH_LEADS when it has fewer). --explain prints each query's plan instead.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import * as v from "valibot";
import { LeadsQuerySchema } from "../contract/staff/lead-requests.ts";
import { migrate, openDatabase } from "../server/infra/db/database.ts";
import { seedLeads } from "../server/infra/db/seed-leads.ts";
import { inboxRepository } from "../server/domains/leads/inbox-repository.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const VARIANTS = [
  "",
  "status=new",
  "type=quote",
  "assignee=none",
  "partner=bidhub",
  "from=2026-06-01&to=2026-06-30",
  "sort=name",
  "q=reyes",
  "q=QTO-Q-7K2M",
];

const url =
  process.env.DATABASE_URL ?? `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), "qto-bench-")), "b.sqlite")}`;
const { db, dialect } = openDatabase(url);
await migrate(db);
const { count } = await db
  .selectFrom("leads")
  .select((eb) => eb.fn.countAll<number>().as("count"))
  .executeTakeFirstOrThrow();
if (Number(count) < LEADS) {
  const started = performance.now();
  await seedLeads(db, LEADS - Number(count));
  console.log(`seeded ${LEADS - Number(count)} leads in ${Math.round(performance.now() - started)} ms`);
}
if (dialect === "postgres") await sql`analyze leads`.execute(db);
else await sql`analyze`.execute(db);

const inbox = inboxRepository(db);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

if (process.argv.includes("--explain")) {
  // The page's own query as Kysely compiles it, through the repository's builder: shown by running
  // it with the dialect's EXPLAIN in front.
  for (const variant of VARIANTS) {
    const query = v.parse(LeadsQuerySchema, Object.fromEntries(new URLSearchParams(variant)));
    const compiled = inbox.compiledPage(query, 1);
    const explain = dialect === "postgres" ? "explain " : "explain query plan ";
    const { rows } = await db.executeQuery({ ...compiled, sql: explain + compiled.sql });
    console.log(`\n${variant || "(default)"}\n${rows.map((row) => Object.values(row as object).join(" ")).join("\n")}`);
  }
} else {
  console.log(`${dialect}, ${LEADS.toLocaleString("en-US")} leads, ${RUNS} runs each: first page of 50 with its count`);
  for (const variant of VARIANTS) {
    const query = v.parse(LeadsQuerySchema, Object.fromEntries(new URLSearchParams(variant)));
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await inbox.page(query, 1);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const figure = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
    console.log(
      `${(variant || "(default)").padEnd(32)} p50 ${figure(percentile(times, 0.5))}  p99 ${figure(percentile(times, 0.99))}`,
    );
  }
}
await db.destroy();
