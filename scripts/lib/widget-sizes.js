// Sizes of the embed build as a browser downloads it: raw, gzip and brotli (best quality) per file,
// and the budgets of the widget issue. Read by `npm run size` and by test/widgets/size.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const KB = 1024;
export const BUDGETS = {
  loader: 1.5 * KB,
  quotePage: 15 * KB,
  contactBeyondRuntime: 3 * KB,
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
  const file = (name) => ({ file: name, ...sizes(readFileSync(path.join(dir, name))) });
  const loader = file("embed.js");
  const shared = manifest.shared.map(file);
  const widgets = Object.fromEntries(Object.entries(manifest.widgets).map(([name, chunk]) => [name, file(chunk)]));
  const sharedBrotli = shared.reduce((sum, f) => sum + f.brotli, 0);
  return {
    files: [loader, ...shared, ...Object.values(widgets)],
    loader,
    shared,
    widgets,
    /** What a partner page embedding the quote form downloads: loader, shared runtime, quote chunk. */
    quotePage: loader.brotli + sharedBrotli + widgets["quote-form"].brotli,
  };
}
