// Runs generated requests against the real application through inject() and counts what matters:
// answers by class, 5xx (must be 0), rows written by a request that was refused (must be 0), and
// upload files left on disk that no lead references (must be 0). Used by the fuzz test (few cases) and
// by `npm run fuzz` (10,000 cases per endpoint).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { sql } from "kysely";
import { signedIn } from "../../helpers/accounts.ts";
import { signedInStaff } from "../../helpers/staff.ts";
import { testApp, tempDataDir } from "../../helpers/app.ts";

/** A signed-in visitor: the cookies of their session and CSRF token, and that token. */
export type Identity = Awaited<ReturnType<typeof signedIn>>;

/**
 * One endpoint (or family of paths) and the requests a hostile client sends it, signed in as the visitor
 * or, for the console's routes, as an administrator who passed the second factor.
 */
export type Endpoint = {
  name: string;
  requests: (identity: Identity) => fc.Arbitrary<InjectOptions>;
  as?: "admin";
};

export type Stats = {
  cases: number;
  /** 2xx and 3xx answers. */
  accepted: number;
  "4xx": number;
  "5xx": number;
  /** Rows added to the watched tables by requests answered 4xx or 5xx. */
  rows: number;
  /** Upload files on disk beyond the ones leads reference. */
  files: number;
  /** The first few requests that broke a rule, for the report. */
  examples: string[];
};

// Every table a request could write to. login_failures is left out on purpose: counting refused
// logins is its job (OWASP ASVS 5.0, chapter V6 Authentication).
const WATCHED = [
  "projects",
  "leads",
  "lead_files",
  "idempotency_keys",
  "users",
  "sessions",
  "favorites",
  "orders",
  "order_lines",
  "partners",
  "partner_origins",
  "blocked_origins",
  "reply_moderation",
  "audit_log",
] as const;

export type FuzzTarget = { app: FastifyInstance; dataDir: string; identity: Identity; admin: Identity };

/**
 * The application on a fresh database with a few projects, a signed-in visitor and a signed-in
 * administrator; limits set high.
 */
export async function fuzzTarget(): Promise<FuzzTarget> {
  const dataDir = tempDataDir();
  // A few projects, so the board pages and the cart prices real rows; limits high, so the fuzz
  // reaches the handlers instead of the rate limiter.
  const app = await testApp({ DATA_DIR: dataDir, SEED_PROJECTS: "45", RATE_LIMIT_LEADS: "100000000/1m" });
  const identity = await signedIn(app, "fuzzer");
  const admin = await signedInStaff(app, "fuzz-admin", { role: "admin" });
  return { app, dataDir, identity, admin };
}

async function rowCount(app: FastifyInstance): Promise<number> {
  const counts = WATCHED.map((table) => sql<number>`(select count(*) from ${sql.table(table)})`);
  const { rows } = await sql<{ total: number }>`select ${sql.join(counts, sql` + `)} as total`.execute(app.db);
  return Number(rows[0]!.total);
}

/** Upload files no lead references (a stored quote's files are referenced by lead_files). */
async function strayFiles(app: FastifyInstance, dataDir: string): Promise<number> {
  const onDisk = await readdir(path.join(dataDir, "uploads")).catch(() => []);
  if (!onDisk.length) return 0;
  const referenced = await app.db.selectFrom("lead_files").select("stored_name").execute();
  const known = new Set(referenced.map((row) => row.stored_name));
  return onDisk.filter((name) => !known.has(name)).length;
}

const describeRequest = (request: InjectOptions, status: number | string, why: string) =>
  `${why}: ${status} ${request.method} ${String(request.url).slice(0, 300)} ` +
  `headers=${JSON.stringify(request.headers).slice(0, 300)} body=${JSON.stringify(String(request.payload ?? "")).slice(0, 300)}`;

/** Sends `numRuns` generated requests to `endpoint`, one at a time, and counts what they did. */
export async function fuzzEndpoint(
  { app, dataDir, identity, admin }: FuzzTarget,
  endpoint: Endpoint,
  { numRuns, seed }: { numRuns: number; seed: number },
): Promise<Stats> {
  const stats: Stats = { cases: 0, accepted: 0, "4xx": 0, "5xx": 0, rows: 0, files: 0, examples: [] };
  const note = (line: string) => stats.examples.length < 5 && stats.examples.push(line);
  let stray = await strayFiles(app, dataDir);
  for (const request of fc.sample(endpoint.requests(endpoint.as === "admin" ? admin : identity), { numRuns, seed })) {
    const before = await rowCount(app);
    const response = await app.inject(request);
    stats.cases++;
    const status = response.statusCode;
    if (status >= 500) {
      stats["5xx"]++;
      note(describeRequest(request, status, "5xx"));
    } else if (status >= 400) stats["4xx"]++;
    else stats.accepted++;
    const written = (await rowCount(app)) - before;
    if (status >= 400 && written > 0) {
      stats.rows += written;
      note(describeRequest(request, status, `${written} rows`));
    }
    let now = await strayFiles(app, dataDir);
    // A file removed just after the answer is cleaned up, not left: give the removal a moment.
    if (now > stray) now = await sleep(50).then(() => strayFiles(app, dataDir));
    if (now > stray) {
      stats.files += now - stray;
      note(describeRequest(request, status, `${now - stray} files left`));
    }
    stray = now;
  }
  // An administrator signed out midway (disabled, demoted, idle too long) would leave every console route
  // after to answer 401 alone: the run would pass without reaching them.
  if (endpoint.as === "admin") {
    const me = await app.inject({ url: "/reactapp/staff/me/", cookies: admin.cookies });
    if (me.statusCode !== 200) note(`the administrator is no longer let in: GET /reactapp/staff/me/ ${me.statusCode}`);
  }
  return stats;
}
