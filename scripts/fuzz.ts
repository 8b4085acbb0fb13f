// `npm run fuzz`: 10,000 generated hostile requests per endpoint (FUZZ_RUNS to change; FUZZ_SEED to
// repeat a run; FUZZ_ONLY=text to run only the endpoints whose name contains it), through the real
// application on a fresh SQLite database. Prints per endpoint: cases, answers by class, 5xx, rows
// written by refused requests and upload files left behind; exits 1 unless the last three are all 0.
import { ENDPOINTS } from "../test/server/fuzz/endpoints.ts";
import { fuzzEndpoint, fuzzTarget, type Stats } from "../test/server/fuzz/harness.ts";
import { staffEndpoints } from "../test/server/fuzz/staff-endpoints.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const only = process.env.FUZZ_ONLY;

const target = await fuzzTarget();
console.log(`fuzz: ${RUNS} cases per endpoint, seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
const columns = ["cases", "accepted", "4xx", "5xx", "rows", "files"] as const;
console.log(["endpoint".padEnd(46), ...columns.map((c) => c.padStart(9)), "   seconds"].join(""));

const totals: Stats = { cases: 0, accepted: 0, "4xx": 0, "5xx": 0, rows: 0, files: 0, examples: [] };
const broken: Array<[string, string[]]> = [];
const endpoints = [...ENDPOINTS, ...staffEndpoints(target.app)];
for (const endpoint of endpoints.filter((e) => !only || e.name.includes(only))) {
  const started = performance.now();
  const stats = await fuzzEndpoint(target, endpoint, { numRuns: RUNS, seed: SEED });
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(10);
  console.log([endpoint.name.padEnd(46), ...columns.map((c) => String(stats[c]).padStart(9)), seconds].join(""));
  for (const c of columns) totals[c] += stats[c];
  if (stats.examples.length) broken.push([endpoint.name, stats.examples]);
}
console.log(["total".padEnd(46), ...columns.map((c) => String(totals[c]).padStart(9))].join(""));

for (const [name, examples] of broken) {
  console.log(`\n${name}: first requests that broke a rule`);
  for (const example of examples) console.log(`  ${example}`);
}
await target.app.close();
const failed = totals["5xx"] + totals.rows + totals.files > 0;
console.log(failed ? "\nFAIL: 5xx, rows and files must all be 0." : "\nOK: 0 5xx, 0 rows, 0 files.");
process.exit(failed ? 1 : 0);
