// `npm run size`: the embed build's files (raw, gzip, brotli), the budgets, and for comparison the same
// contact form built with React itself instead of preact/compat.
import path from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import resolve from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import { rollup } from "rollup";
import { cssString, minify, typescript, widgetEntries } from "../rollup.config.mjs";
import { BUDGETS, KB, sizes, widgetSizes } from "./lib/widget-sizes.js";

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const report = widgetSizes();

console.log(`${"file".padEnd(30)} ${"raw".padStart(10)} ${"gzip".padStart(10)} ${"brotli".padStart(10)}`);
for (const f of report.files) {
  console.log(`${f.file.padEnd(30)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)} ${kb(f.brotli).padStart(10)}`);
}

const checks = [
  ["embed.js (loader)", report.loader.brotli, BUDGETS.loader],
  ["loader + runtime + quote form", report.quotePage, BUDGETS.quotePage],
  ["contact form beyond the runtime", report.widgets["contact-form"].beyondRuntime, BUDGETS.contactBeyondRuntime],
  ["project board beyond the runtime", report.widgets["project-board"].beyondRuntime, BUDGETS.boardBeyondRuntime],
  ["project detail beyond the runtime", report.widgets["project-detail"].beyondRuntime, BUDGETS.detailBeyondRuntime],
];
console.log("\nbudgets (brotli):");
for (const [what, size, budget] of checks) {
  console.log(
    `  ${what.padEnd(34)} ${kb(size).padStart(9)} of ${kb(budget).padStart(8)}  ${size <= budget ? "ok" : "OVER"}`,
  );
}

// The same contact form with React 19 and react-dom, everything a page would download for it.
const bundle = await rollup({
  input: "widget:contact-form",
  onwarn() {},
  plugins: [
    widgetEntries(),
    replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
    cssString(),
    json({ preferConst: true }),
    resolve({ browser: true }),
    commonjs(),
    typescript,
    minify,
  ],
});
const { output } = await bundle.generate({ format: "es", dir: path.resolve("dist/tmp-react") });
const react = output.filter((o) => o.type === "chunk").reduce((sum, chunk) => sum + sizes(chunk.code).brotli, 0);
const preact = report.widgets["contact-form"].page;
console.log(
  `\ncontact form, all a page downloads: ${kb(preact)} with preact/compat, ${kb(react)} with React 19 (brotli)`,
);
process.exitCode = checks.every(([, size, budget]) => size <= budget) ? 0 : 1;
