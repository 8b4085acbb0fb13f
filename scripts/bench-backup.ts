// `npm run bench:backup`: a benchmark, not a test. A site with 100,000 leads (BENCH_LEADS) and 1,000
// orders (BENCH_ORDERS, paid through the API) is served by the real server in its own process while
// autocannon asks for pages; the page latency is measured first alone (BENCH_SECONDS), then while
// `npm run backup` (its own process, as the systemd timer runs it, encrypted) backs the site up. Prints
// the backup's duration and size and the pages' p50/p99 before and during. `-- --database postgres` runs
// on the PostgreSQL database BENCH_DATABASE_URL names (emptied first).
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "../server/infra/db/database.ts";
import { seedLeads } from "../server/infra/db/seed-leads.ts";
import { seededServer } from "./lib/seeded-server.ts";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const { values: flags } = parseArgs({ options: { database: { type: "string", default: "sqlite" } } });
if (!["sqlite", "postgres"].includes(flags.database)) throw new Error("--database is sqlite or postgres");

const { server, databaseUrl, dataDir } = await seededServer(250, {}, { database: flags.database as "sqlite" });
const origin = server.origin;
const { db } = openDatabase(databaseUrl);
let started = performance.now();
await seedLeads(db, LEADS, { seed: 2026 });
console.log(`seeded ${LEADS} leads in ${Math.round(performance.now() - started)} ms`);

/** A request as a browser of its own sends it: its cookies, and the CSRF token. */
const cookies: Record<string, string> = {};
async function call(urlPath: string, body?: object) {
  const response = await fetch(origin + urlPath, {
    method: body ? "POST" : "GET",
    headers: {
      "content-type": "application/json",
      "x-csrftoken": cookies.csrftoken ?? "",
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join("; "),
    },
    body: body && JSON.stringify(body),
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    cookies[pair.slice(0, pair.indexOf("="))] = pair.slice(pair.indexOf("=") + 1);
  }
  if (response.status >= 300) throw new Error(`${urlPath}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}
started = performance.now();
await call("/reactapp/csrf/");
const password = "a long enough passphrase";
await call("/reactapp/register/", {
  username: "bench-buyer",
  email: "buyer@example.com",
  password,
  confirm_password: password,
});
const billing = {
  name_on_card: "Dana Reyes",
  address: "12 Main St",
  city: "Austin",
  zip: "78701",
  country: "US",
  state: "TX",
};
for (let order = 0; order < ORDERS; order++) {
  const card = { number: "4242 4242 4242 4242", exp_month: "12", exp_year: "2035", cvc: "123" };
  const { token } = await call("/test-gateway/tokens", card);
  await call("/reactapp/orders/", {
    lines: [{ project_id: 1 + (order % 200), size: "medium" }],
    ...billing,
    payment_token: token,
  });
}
console.log(`placed ${ORDERS} orders in ${Math.round(performance.now() - started)} ms`);
await db.destroy();

const PAGES = ["/", "/Services/", "/reactapp/projects/projects/?format=json&page=2&page_size=20"];
let next = 0;
/** Pages for as long as `until` lasts, or SECONDS: autocannon's latencies. */
function pages(until?: Promise<unknown>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: 10,
        duration: until ? 3600 : SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, path: PAGES[next++ % PAGES.length]! }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    void until?.finally(() => instance.stop());
  });
}
const line = (title: string, result: autocannon.Result) =>
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result["2xx"]} 2xx, ${result.non2xx} other, ${result.errors} errors`,
  );

line("pages alone", await pages());
const backups = mkdtempSync(path.join(tmpdir(), "qto-bench-backups-"));
started = performance.now();
const backup = promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/backup.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    BACKUP_DIR: backups,
    BACKUP_KEY: "a benchmark key of at least thirty-two characters",
  },
});
const during = await pages(backup);
const { stdout } = await backup;
console.log(`${stdout.trim()} (measured: ${Math.round(performance.now() - started)} ms)`);
line("pages during the backup", during);
await server.stop();
process.exit(0);
