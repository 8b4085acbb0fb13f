// Payments from the command line, with whichever provider PAYMENT_PROVIDER names:
//   npm run payments -- reconcile --since 2026-11-01 [--until 2026-12-01] [--fix]
// lists every completed checkout of the period at the provider beside our orders, one difference a line
// (ORDER  SESSION  KIND  detail), and ends with a count. `--fix` applies the fixable ones (a paid order not
// placed, a refund not recorded) through the same functions the webhook job uses, and says what it did.
// Exit codes: 0 no difference, 1 differences, 2 a usage error or the provider could not be reached.
import { parseArgs } from "node:util";
import { fixDifferences, reconcile } from "../server/domains/orders/reconcile.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";

const USAGE = "usage: npm run payments -- reconcile --since YYYY-MM-DD [--until YYYY-MM-DD] [--fix]";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function usage(problem: string): never {
  console.error(`payments: ${problem}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { since: { type: "string" }, until: { type: "string" }, fix: { type: "boolean", default: false } },
  });
} catch (error) {
  usage((error as Error).message);
}
const { positionals, values } = parsed;
if (positionals[0] !== "reconcile" || positionals.length !== 1) usage("the one command is reconcile");
if (!values.since || !DAY.test(values.since)) usage("--since takes a date, YYYY-MM-DD");
if (values.until && !DAY.test(values.until)) usage("--until takes a date, YYYY-MM-DD");
const since = new Date(`${values.since}T00:00:00Z`);
const until = values.until ? new Date(`${values.until}T00:00:00Z`) : new Date();
if (Number.isNaN(since.getTime()) || Number.isNaN(until.getTime()) || since >= until)
  usage("--since must be a real date before --until");

const config = loadConfig();
const app = await buildApp({ ...config, jobs: { ...config.jobs, pollMs: 0 } });
try {
  await app.ready();
  const found = await reconcile(app.db, app.payments, { since, until });
  for (const d of found.differences) console.log([d.order, d.session, d.kind, d.detail].join("  "));
  const count = found.differences.length;
  console.log(
    `reconcile: ${found.sessions.length} sessions, ${found.orders} orders, ` +
      (count ? `${count} difference${count === 1 ? "" : "s"}` : "no differences"),
  );
  if (values.fix && count) {
    for (const line of await fixDifferences(found.differences, found.sessions, {
      settlement: app.settlement,
      aftermath: app.paymentAftermath,
    }))
      console.log(`fixed ${line}`);
    const again = await reconcile(app.db, app.payments, { since, until });
    process.exitCode = again.differences.length ? 1 : 0;
    console.log(
      `reconcile: ${again.differences.length || "no"} difference${again.differences.length === 1 ? "" : "s"} left`,
    );
  } else process.exitCode = count ? 1 : 0;
} catch (error) {
  console.error(`payments: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await app.close();
}
