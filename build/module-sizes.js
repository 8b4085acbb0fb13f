// What each module of a minified chunk costs: its bytes in the minified code, found through the chunk's
// source map (each mapped segment runs to the next one), and its brotli bytes measured as what the
// chunk's brotli size loses when that module's bytes are taken out. Brotli shares repeated words
// between modules, so the modules' brotli figures usually sum to a little less than the chunk's; the rest
// is printed as "shared by the modules" (a few bytes below zero when taking small modules out costs the
// others context).
import path from "node:path";
import { decode } from "@jridgewell/sourcemap-codec";
import { sizes } from "./sizes.js";

/** Bytes of the code, by source map source: `Map<source | null, Array<[start, end]>>` (offsets in `code`). */
function rangesBySource(code, map) {
  const ranges = new Map();
  const add = (source, start, end) => {
    if (end <= start) return;
    if (!ranges.has(source)) ranges.set(source, []);
    ranges.get(source).push([start, end]);
  };
  const lines = code.split("\n");
  let lineStart = 0;
  decode(map.mappings).forEach((segments, line) => {
    const text = lines[line] ?? "";
    let column = 0;
    let source = null;
    for (const segment of segments) {
      add(source, lineStart + column, lineStart + segment[0]);
      column = segment[0];
      source = segment.length > 1 ? map.sources[segment[1]] : null;
    }
    add(source, lineStart + column, lineStart + text.length + 1);
    lineStart += text.length + 1;
  });
  return ranges;
}

/** A module's name as the table shows it: its path from the project, or its package's. */
export function moduleName(source, root = path.resolve(".")) {
  const file = path.relative(root, path.resolve(root, source)).split(path.sep).join("/");
  return file.replace(/^.*node_modules\//, "");
}

/**
 * The chunk's modules, costliest first: `{ module, minified, brotli }` each, and the chunk's own totals.
 * `map` is the chunk's source map (Rollup's `sourcemap` output option) with `sources` relative to `dir`.
 */
export function moduleSizes(code, map, dir = ".") {
  const total = sizes(code).brotli;
  const bytes = Buffer.from(code);
  const modules = [];
  for (const [source, ranges] of rangesBySource(code, map)) {
    // Offsets are characters; the code is measured in UTF-8 bytes, as it is sent.
    const kept = [];
    let from = 0;
    for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
      kept.push(code.slice(from, start));
      from = end;
    }
    kept.push(code.slice(from));
    const without = kept.join("");
    modules.push({
      module: source === null ? "(unmapped: the chunk's imports and exports)" : moduleName(path.join(dir, source)),
      minified: bytes.length - Buffer.byteLength(without),
      brotli: total - sizes(without).brotli,
    });
  }
  modules.sort((a, b) => b.brotli - a.brotli || b.minified - a.minified);
  return { modules, minified: bytes.length, brotli: total };
}
