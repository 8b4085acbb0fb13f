// `npm run size`: the embed build's files (raw, gzip, brotli), the budgets, and for comparison the same
// contact form built with React itself instead of preact/compat.
import path from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import resolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { rollup } from "rollup";
import { cssString } from "../build/css-string.js";
import { minify } from "../build/minify.js";
import { SIZE_HEADER, sizeRow } from "../build/sizes.js";
import { typescript } from "../build/typescript.js";
import { widgetEntries, widgetEntry } from "../build/widget-entries.js";
import { BUDGETS, KB, moduleTable, sizes, widgetSizes } from "./lib/widget-sizes.js";

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const report = widgetSizes();

console.log(SIZE_HEADER);
for (const f of report.files) console.log(sizeRow(f.file, f));

// The runtime's modules: where the bytes every widget page fetches come from.
console.log(`\n${moduleTable(report.coreModules).join("\n")}`);

const checks = [
  ["embed.js (loader)", report.loader.brotli, BUDGETS.loader],
  ["content page (loader + account menu)", report.contentPage, BUDGETS.contentPage],
  ["loader + core + quote form", report.quotePage, BUDGETS.quotePage],
  ["our /quote/ beyond the partner page", report.ownQuotePage - report.quotePage, BUDGETS.ownQuoteBeyondPartner],
  ["contact form beyond core", report.widgets["contact-form"].beyondCore, BUDGETS.contactBeyondCore],
  ["project board beyond core", report.widgets["project-board"].beyondCore, BUDGETS.boardBeyondCore],
  ["project detail beyond core", report.widgets["project-detail"].beyondCore, BUDGETS.detailBeyondCore],
];
console.log("\nbudgets (brotli, bytes):");
for (const [what, size, budget] of checks) {
  const verdict = size <= budget ? "ok" : "OVER";
  console.log(`  ${what.padEnd(38)} ${String(size).padStart(6)} of ${String(budget).padStart(6)}  ${verdict}`);
}
console.log("\nwhat each widget's page downloads beyond embed.js (brotli):");
for (const [name, widget] of Object.entries(report.widgets)) {
  console.log(
    `  ${name.padEnd(16)} ${kb(widget.page - report.loader.brotli).padStart(9)}  ${widget.files.join(" + ")}`,
  );
}

// The same contact form with React 19 and react-dom, everything a page would download for it.
const bundle = await rollup({
  input: widgetEntry("contact-form"),
  onwarn() {},
  plugins: [
    widgetEntries(),
    replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
    cssString(),
    json({ preferConst: true }),
    resolve({ browser: true }),
    commonjs(),
    typescript({ check: false }),
    minify(),
  ],
});
const { output } = await bundle.generate({ format: "es", dir: path.resolve("dist/tmp-react") });
const react = output.filter((o) => o.type === "chunk").reduce((sum, chunk) => sum + sizes(chunk.code).brotli, 0);
const preact = report.widgets["contact-form"].page;
console.log(
  `\ncontact form, all a page downloads: ${kb(preact)} with preact/compat, ${kb(react)} with React 19 (brotli)`,
);
process.exitCode = checks.every(([, size, budget]) => size <= budget) ? 0 : 1;
