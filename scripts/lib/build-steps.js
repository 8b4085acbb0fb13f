// The two halves of the build, each written so a failure leaves the last good output in place: the
// site is built beside dist/site and swapped in, the widgets' folders are set aside and put back.
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import Eleventy from "@11ty/eleventy";
import { rollup } from "rollup";
import { loadConfigFile } from "rollup/loadConfigFile";
import { indexSearch } from "../../build/search-index.js";

/** A failure already printed, so the build script says only what it means. */
export class PrintedError extends Error {}

/** Moves `from` to `to`, replacing whatever `to` was. */
function replace(from, to) {
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from)) renameSync(from, to);
}

/** Eleventy into dist/.site-next, then swapped for dist/site in two renames. */
export async function buildSite(output = "dist/site") {
  const next = path.join(path.dirname(output), ".site-next");
  rmSync(next, { recursive: true, force: true });
  // source "cli" makes the output directory given here win over the config's (Eleventy's ProjectDirectories).
  const eleventy = new Eleventy(undefined, next, { quietMode: true, configPath: ".eleventy.js", source: "cli" });
  try {
    await eleventy.write();
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    // Eleventy has printed the error once (the data check's without a stack trace).
    throw new PrintedError(error.message);
  }
  // Pagefind reads the finished pages, so it runs after Eleventy has written them all, before the swap.
  try {
    await indexSearch(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  const old = path.join(path.dirname(output), ".site-old");
  replace(output, old);
  renameSync(next, output);
  rmSync(old, { recursive: true, force: true });
}

/** Every Rollup build of rollup.config.mjs, in order: the loader reads the chunks build's manifest. */
async function rollupAll() {
  const { options, warnings } = await loadConfigFile(path.resolve("rollup.config.mjs"));
  warnings.flush();
  for (const config of options) {
    const bundle = await rollup(config);
    for (const output of config.output) await bundle.write(output);
    await bundle.close();
  }
}

const WIDGET_OUTPUTS = ["dist/widgets", "dist/esm"];

/** The widgets into dist/widgets and dist/esm; when that fails, the last good ones are put back. */
export async function buildWidgets() {
  // Old hashed chunks would pile up, and the size figures read whatever is here.
  for (const output of WIDGET_OUTPUTS) replace(output, `${output}.last-good`);
  try {
    await rollupAll();
  } catch (error) {
    for (const output of WIDGET_OUTPUTS) replace(`${output}.last-good`, output);
    throw error;
  }
  for (const output of WIDGET_OUTPUTS) rmSync(`${output}.last-good`, { recursive: true, force: true });
  // dist/esm is the @qto-solutions/widgets package: its manifest and README sit beside the build.
  cpSync("package", "dist/esm", { recursive: true });
}
