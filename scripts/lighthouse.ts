// `npm run lighthouse`: Lighthouse 12's mobile audit (its default config: a Moto G Power's screen, simulated
// slow 4G and a 4x slower CPU) of five public pages, served by the real server in its own process on a
// fresh database with seeded projects. A script that prints figures, not a test.
//   npm run lighthouse [-- --runs 3] [-- --save dist/lighthouse] [-- /AboutUS/ /FaqPage/]
// --save writes each page's report of median performance as JSON (open it in https://googlechrome.github.io/lighthouse/viewer/).
// Each page is audited `--runs` times (3 by default) and each figure of the table is the median of its runs,
// so one run slowed by a busy machine moves none of them (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md).
// TBT is simulated from the main-thread tasks Chromium actually ran, so it rises with the machine's load: the
// load average is printed beside it.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./lib/chromium.ts";
import { seededServer } from "./lib/seeded-server.ts";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const PAGES = ["/", "/Projects/", "/quote/", "/blog/", "/Blog_Detail6/"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" }, save: { type: "string" } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const pages = positionals.length ? positionals : PAGES;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
console.log(`load average before: ${load()}`);
const { server } = await seededServer(250);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROMIUM_ARGS,
});

/** One run; a run whose trace Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is run again. */
async function audit(url: string, attempts = 3): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: CATEGORIES });
  const problem = result ? result.lhr.runtimeError?.message : "no result";
  if (!problem) return result!.lhr;
  if (attempts <= 1) throw new Error(`${url}: ${problem}`);
  console.log(`${url}: ${problem} - running it again`);
  return audit(url, attempts - 1);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue?.replace(/\s/g, " ") ?? "-";

/** The run in the middle of `results` by one figure. */
const median = (results: Result[], figure: (lhr: Result) => number) =>
  [...results].sort((a, b) => figure(a) - figure(b))[results.length >> 1]!;

function save(folder: string, page: string, lhr: Result) {
  mkdirSync(folder, { recursive: true });
  const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(lhr));
}

const rows: string[][] = [];
let version = "";
try {
  for (const page of pages) {
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(server.origin + page));
    const typical = median(results, (lhr) => score(lhr, "performance"));
    version = typical.lighthouseVersion;
    if (values.save) save(values.save, page, typical);
    // Each run's score with what weighs on it most when the machine is busy: TBT (and CLS, which must not vary).
    const scores = results
      .map((lhr) => `${score(lhr, "performance")} (TBT ${metric(lhr, METRICS.TBT)}, CLS ${metric(lhr, METRICS.CLS)})`)
      .join(", ");
    const warnings = typical.runWarnings.length ? ` (warnings: ${typical.runWarnings.join("; ")})` : "";
    console.log(`${page}: performance ${scores}; load average ${load()}${warnings}`);
    rows.push([
      page,
      CATEGORIES.map((category) =>
        score(
          median(results, (lhr) => score(lhr, category)),
          category,
        ),
      ).join(" / "),
      ...Object.values(METRICS).map((id) =>
        metric(
          median(results, (lhr) => lhr.audits[id]?.numericValue ?? 0),
          id,
        ),
      ),
    ]);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = ["page", "perf / a11y / BP / SEO", ...Object.keys(METRICS)];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
console.log(`\nLighthouse ${version} mobile, median of ${runs} run(s) per page; load average after: ${load()}`);
console.log([line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n"));
process.exit(0);
