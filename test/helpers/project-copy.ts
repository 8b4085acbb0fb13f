// A throw-away copy of the sources the build reads, with the real node_modules linked in, for tests
// that break a data file, add a post or run the build script without touching the working tree.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const COPIED = [
  "pages",
  "contract",
  "widgets",
  "build",
  "scripts",
  "server",
  "package",
  ".eleventy.js",
  "rollup.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

// Each file's copies go when its tests are done (a copy with dist/ weighs some megabytes).
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new copy of the project's sources; `withDist` also copies the current dist/site. */
export function projectCopy({ withDist = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qto-copy-"));
  copies.push(dir);
  for (const entry of COPIED) cpSync(entry, path.join(dir, entry), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  if (withDist) cpSync("dist/site", path.join(dir, "dist/site"), { recursive: true });
  return dir;
}

/** Runs `node scripts/build.js …args` in the copy `dir`. */
export function buildIn(dir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/build.js", ...args], { cwd: dir, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}
