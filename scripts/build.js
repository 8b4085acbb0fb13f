// Builds the site and the widgets into dist/, each only when its own sources changed (--if-stale, what
// `npm start` and the tests use), so a content edit does not rebuild the widgets. A part that fails to
// build keeps its last good output; with --or-last-good (`npm start`) the command then still succeeds,
// so the server starts on the last good build and the reason is printed above it.
//   node scripts/build.js [--if-stale] [--or-last-good] [--only=site|widgets|mail]
import { existsSync } from "node:fs";
import { buildMailLayout, MAIL_LAYOUT_SOURCE } from "../build/mail-layout.js";
import { buildSite, buildWidgets, PrintedError } from "./lib/build-steps.js";
import { isStale, markBuilt } from "./lib/staleness.js";

const PARTS = {
  site: {
    sources: ["pages", "contract", ".eleventy.js", "build/search-index.js", "build/samples", "package-lock.json"],
    output: "dist/site",
    build: () => buildSite(),
  },
  widgets: {
    sources: ["widgets", "contract", "package", "rollup.config.mjs", "build", "package-lock.json"],
    output: "dist/widgets",
    build: buildWidgets,
  },
  // The e-mails' layout, in the firm's look: its facts, links, colours and type are the site's.
  mail: {
    sources: [
      MAIL_LAYOUT_SOURCE,
      "build/mail-layout.js",
      "pages/_data/site.js",
      "pages/_data/navigation.json",
      "pages/_includes/common/tokens.css",
      "package-lock.json",
    ],
    output: "dist/mail",
    build: () => buildMailLayout(),
  },
};

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
let failed = false;
let servable = true;

for (const [part, { sources, output, build }] of Object.entries(PARTS)) {
  if (only && only !== part) continue;
  if (args.includes("--if-stale") && !isStale(part, sources)) {
    console.log(`build: ${part} is up to date`);
    continue;
  }
  const started = performance.now();
  try {
    await build();
    markBuilt(part);
    console.log(`build: ${part} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    failed = true;
    // Rollup's errors name the plugin and the file; its stack trace would only bury them.
    if (!(error instanceof PrintedError)) {
      const where = error.loc ? ` (${error.loc.file}:${error.loc.line}:${error.loc.column})` : "";
      console.error(`${error.plugin ? `[${error.plugin}] ` : ""}${error.message}${where}`);
    }
    const kept = existsSync(output);
    servable &&= kept;
    console.error(
      kept
        ? `build: ${part} NOT rebuilt (see above); ${output} still holds the last good build.`
        : `build: ${part} NOT built (see above), and there is no earlier build in ${output}.`,
    );
  }
}

// Set either way: Eleventy sets process.exitCode itself when it fails. Exit rather than wait for the event
// loop to drain: a Rollup build that failed leaves the TypeScript plugin's handles open, and the command
// (and the tests' global setup waiting on it) would hang.
process.exit(failed && !(args.includes("--or-last-good") && servable) ? 1 : 0);
