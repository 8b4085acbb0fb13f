// Builds the site into dist/. With --if-stale (what `npm start` uses) it skips the work when nothing
// under the sources changed since the last build, so a restart is instant.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import Eleventy from "@11ty/eleventy";

const SOURCES = ["pages", "contract", ".eleventy.js", "package-lock.json"];
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

const stale = !existsSync(STAMP) || Math.max(...SOURCES.map(newestMtime)) > statSync(STAMP).mtimeMs;

if (process.argv.includes("--if-stale") && !stale) {
  console.log("build: dist/ is up to date");
} else {
  const started = performance.now();
  const eleventy = new Eleventy(undefined, undefined, { quietMode: true, configPath: ".eleventy.js" });
  await eleventy.write();
  mkdirSync("dist", { recursive: true });
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`build: site built in ${Math.round(performance.now() - started)} ms`);
}
