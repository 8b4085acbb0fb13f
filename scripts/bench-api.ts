// `npm run bench:api`: a benchmark, not a test. Seeds 100,000 projects (BENCH_PROJECTS) into a fresh
// SQLite database, starts the server in its own process and measures with autocannon a filtered,
// sorted, paged project list (while one project is edited every second) and create-contact, and checks
// that every 201 of create-contact matches exactly one stored row. `-- --processes 2 --database postgres`
// runs two server processes behind nginx on the PostgreSQL database BENCH_DATABASE_URL names (emptied).
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../server/infra/db/database.ts";
import { leadsRepository } from "../server/domains/leads/leads-repository.ts";
import { projectEditor } from "./lib/project-editor.ts";
import { residentMegabytes } from "./lib/resident-memory.ts";
import { seededServer } from "./lib/seeded-server.ts";

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_ONLY=create-contact measures the writes alone (to compare two trees back to back, or to profile).
const ONLY = process.env.BENCH_ONLY;
const { values: flags } = parseArgs({
  options: { processes: { type: "string", default: "1" }, database: { type: "string", default: "sqlite" } },
});
if (!["sqlite", "postgres"].includes(flags.database)) throw new Error("--database is sqlite or postgres");
const setup = { processes: Number(flags.processes), database: flags.database as "sqlite" | "postgres" };
console.log(`${setup.processes} server process(es) on ${setup.database}`);
const { server, pids, databaseUrl } = await seededServer(PROJECTS, { RATE_LIMIT_LEADS: "100000000/1m" }, setup);
const origin = server.origin;
const { db } = openDatabase(databaseUrl);
const leads = leadsRepository(db);
// One project edited every second while the lists are measured: no edit may cost a rebuild of the index.
const editor = projectEditor(databaseUrl, PROJECTS);

async function run(title: string, options: Partial<autocannon.Options> & { path: string }) {
  const { path: requestPath, ...rest } = options;
  // autocannon ends a run of a fixed `amount` at its next one-second tick, not at its last answer, so its
  // duration was up to a second too long (a run answered in 11.4 s was timed as 12 s).
  const start = performance.now();
  let lastAnswer = start;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: origin + requestPath, connections: 10, duration: SECONDS, ...rest },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", () => void (lastAnswer = performance.now()));
  });
  const seconds = rest.amount && lastAnswer > start ? (lastAnswer - start) / 1000 : result.duration;
  console.log(
    `${title}: ${Math.round(result.requests.total / seconds)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result["2xx"]} 2xx, ${result.non2xx} other, ${result.errors} errors`,
  );
  return result;
}

if (ONLY !== "create-contact") await listRows();

async function listRows() {
  await run("project list (keyword + state + amount, sorted by -amount, page 3 of 20)", {
    path: "/reactapp/projects/projects/?format=json&keyword=school&location=TX&amount_min=1000&sort=-amount&page=3&page_size=20",
  });
  await run("project list (tab=active, division=03, sorted by bid_date, page 1)", {
    path: "/reactapp/projects/projects/?format=json&tab=active&division=03&sort=bid_date&page=1&page_size=20",
  });
  // A different filter on every request, so none is answered from the index's recent-filter cache.
  const KEYWORDS = ["school", "fire", "clinic", "ware", "road", "library", "park", "water", "hall", "center"];
  const STATES = ["TX", "CA", "FL", "NY", "OH", "WA", "GA", "IL", "AZ", "CO"];
  let next = 0;
  await run("project list (a different keyword + state + amount + sort + page on each request)", {
    path: "/",
    requests: [
      {
        setupRequest: (request) => {
          const k = next++;
          const query = new URLSearchParams({
            format: "json",
            keyword: KEYWORDS[k % 10]!,
            location: STATES[Math.floor(k / 10) % 10]!,
            amount_min: String((Math.floor(k / 100) % 50) * 1000),
            sort: ["-amount", "bid_date", "title"][k % 3]!,
            page: "1",
            page_size: "20",
          });
          return { ...request, path: `/reactapp/projects/projects/?${query}` };
        },
      },
    ],
  });
  console.log(`${editor.stop()} projects edited during the list runs, one a second`);
  console.log(`a renamed project shows on the list after ${await editor.visibleAfter(origin)} ms`);
}

for (const pid of pids) console.log(`server process ${pid}: resident memory ${residentMegabytes(pid)} MB`);
editor.stop();
await editor.close();
const before = await leads.count();
// A fixed number of requests rather than a duration, so every response is counted before comparing.
const contact = await run("create-contact", {
  amount: Number(process.env.BENCH_CONTACTS ?? 30_000),
  method: "POST",
  path: "/reactapp/create-contact/",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    name: "Bench Mark",
    email: "bench@example.com",
    message: "Benchmark lead",
    phone_number: "555-010-0000",
  }),
});
const stored = (await leads.count()) - before;
console.log(
  `create-contact: ${contact["2xx"]} acknowledged, ${stored} rows stored: ${stored === contact["2xx"] ? "every 201 matches one row" : "MISMATCH"}`,
);
// The firm's e-mail about each lead is a job, sent after the 201: how long the last one waited to go.
const drainStart = Date.now();
const unsent = () =>
  db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .where("run_at", "<=", new Date().toISOString())
    .executeTakeFirstOrThrow();
const queued = Number((await unsent()).n);
while (Number((await unsent()).n) > 0 && Date.now() - drainStart < 120_000)
  await new Promise((r) => setTimeout(r, 100));
console.log(`create-contact: ${queued} announcements queued at the end, all sent ${Date.now() - drainStart} ms later`);
await server.stop();
process.exit(0);
