// Whether a part of the build is older than its sources: one stamp file per part, so a content edit
// rebuilds the site alone and a widget edit the widgets alone.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const stamp = (part) => `dist/.build-stamp-${part}`;

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target, { recursive: true }).reduce(
    (newest, entry) => Math.max(newest, statSync(path.join(target, entry)).mtimeMs),
    stat.mtimeMs,
  );
}

/** True when `part` was never built, or one of `sources` changed since it was. */
export function isStale(part, sources) {
  return !existsSync(stamp(part)) || Math.max(...sources.map(newestMtime)) > statSync(stamp(part)).mtimeMs;
}

/** Records that `part` was built from the sources as they are now. */
export function markBuilt(part) {
  mkdirSync("dist", { recursive: true });
  writeFileSync(stamp(part), new Date().toISOString());
}
