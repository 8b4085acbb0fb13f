// Builds the site and the widgets into dist/. With --if-stale (what `npm start` and the tests use) it
// skips the work when nothing under the sources changed since the last build, so a restart is instant.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import Eleventy from "@11ty/eleventy";
import { rollup } from "rollup";
import { loadConfigFile } from "rollup/loadConfigFile";
import { indexSearch } from "../build/search-index.js";

const SOURCES = ["pages", "contract", "widgets", ".eleventy.js", "rollup.config.mjs", "build", "package-lock.json"];
const STAMP = "dist/.build-stamp";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target, { recursive: true }).reduce(
    (newest, entry) => Math.max(newest, statSync(path.join(target, entry)).mtimeMs),
    stat.mtimeMs,
  );
}

async function buildSite() {
  const eleventy = new Eleventy(undefined, undefined, { quietMode: true, configPath: ".eleventy.js" });
  await eleventy.write();
  // Pagefind reads the finished pages, so it runs after Eleventy has written them all.
  await indexSearch("dist/site");
}

async function buildWidgets() {
  // Old hashed chunks would pile up, and the size figures read whatever is here.
  rmSync("dist/widgets", { recursive: true, force: true });
  rmSync("dist/esm", { recursive: true, force: true });
  const { options, warnings } = await loadConfigFile(path.resolve("rollup.config.mjs"));
  warnings.flush();
  // In order: the loader build reads the chunk names the chunks build recorded.
  for (const config of options) {
    const bundle = await rollup(config);
    for (const output of config.output) await bundle.write(output);
    await bundle.close();
  }
}

const stale = !existsSync(STAMP) || Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs;

if (process.argv.includes("--if-stale") && !stale) {
  console.log("build: dist/ is up to date");
} else {
  const started = performance.now();
  await buildSite();
  const site = performance.now();
  await buildWidgets();
  mkdirSync("dist", { recursive: true });
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`build: site in ${Math.round(site - started)} ms, widgets in ${Math.round(performance.now() - site)} ms`);
}
