// Sizes of the embed build as a browser downloads it: raw, gzip and brotli (best quality) per file,
// and the budgets of the widget issues. Read by `npm run size` and by test/build/widget-sizes.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const KB = 1024;
export const BUDGETS = {
  loader: 1.5 * KB,
  quotePage: 15 * KB,
  contactBeyondRuntime: 3 * KB,
  boardBeyondRuntime: 8 * KB,
  detailBeyondRuntime: 6 * KB,
};

export function sizes(code) {
  const buffer = Buffer.from(code);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Every file of dist/widgets with its sizes, and the totals the budgets are about. */
export function widgetSizes(dir = "dist/widgets") {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
  const measured = new Map();
  const file = (name) => {
    if (!measured.has(name)) measured.set(name, { file: name, ...sizes(readFileSync(path.join(dir, name))) });
    return measured.get(name);
  };
  const loader = file("embed.js");
  const runtime = file(manifest.shared.runtime);
  /** A widget's chunk and every chunk it imports, the runtime included. */
  const chunksOf = (name) => {
    const { file: chunk, imports } = manifest.widgets[name];
    return [file(chunk), ...imports.map(file)];
  };
  const brotli = (files) => files.reduce((sum, f) => sum + f.brotli, 0);
  const widgets = Object.fromEntries(
    Object.keys(manifest.widgets).map((name) => {
      const chunks = chunksOf(name);
      return [
        name,
        { chunk: chunks[0], page: loader.brotli + brotli(chunks), beyondRuntime: brotli(chunks) - runtime.brotli },
      ];
    }),
  );
  return {
    files: [
      loader,
      ...Object.values(manifest.shared).map(file),
      ...Object.values(manifest.widgets).map((w) => file(w.file)),
    ],
    loader,
    runtime,
    shared: Object.keys(manifest.shared),
    widgets,
    /** What a partner page embedding the quote form downloads: loader, runtime, quote chunk. */
    quotePage: widgets["quote-form"].page,
  };
}
