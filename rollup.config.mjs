// Two builds of the widgets from one source; the plugins live in build/, this file only wires them.
//  1. dist/widgets/ for script tags: a chunk per widget folder and per kit folder, with react aliased
//     to preact/compat, in a content-hashed folder; then embed.js, the loader, which reads that
//     folder's name from the first build's manifest.
//  2. dist/esm/ for React hosts: the components with react and react-dom left as peer dependencies,
//     and their type declarations.
import json from "@rollup/plugin-json";
import resolve from "@rollup/plugin-node-resolve";
import { dts } from "rollup-plugin-dts";
import { buildFolder, MANIFEST } from "./build/build-folder.js";
import { buildId } from "./build/build-id.js";
import { chunkOfFolder } from "./build/chunk-of-folder.js";
import { consoleValibot } from "./build/console-valibot.js";
import { cssString } from "./build/css-string.js";
import { headerCopy } from "./build/header-copy.js";
import { minify } from "./build/minify.js";
import { jsonMappedToItsFile, moduleReport } from "./build/module-report.js";
import { preactForReact } from "./build/preact-alias.js";
import { printSizes } from "./build/print-sizes.js";
import { typescript } from "./build/typescript.js";
import { widgetEntries, widgetEntry } from "./build/widget-entries.js";
import { widgetNames } from "./build/widget-names.js";

const EMBED_DIR = "dist/widgets";
const REACT = [/^react($|\/)/, /^react-dom($|\/)/];

export default [
  {
    input: Object.fromEntries(widgetNames().map((name) => [name, widgetEntry(name)])),
    plugins: [
      widgetEntries(),
      preactForReact(),
      consoleValibot(),
      headerCopy(),
      cssString(),
      jsonMappedToItsFile(json({ preferConst: true, compact: true })),
      resolve(),
      typescript({ check: true }),
      minify(),
      moduleReport(),
      buildFolder(),
      printSizes(),
    ],
    output: {
      dir: EMBED_DIR,
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "[name].js",
      manualChunks: chunkOfFolder(),
    },
    // A lead form's schema, loaded when a visitor starts on the form, reads the choice lists the form's
    // chunk holds: the widget's chunk may export them, rather than become a facade over a second file.
    preserveEntrySignatures: "allow-extension",
  },
  {
    input: "widgets/embed/loader.ts",
    plugins: [
      buildId(`${EMBED_DIR}/${MANIFEST}`),
      typescript({ check: false, include: ["widgets/embed/*.ts", "widgets/kits/core/*.ts"] }),
      minify(),
      printSizes(),
    ],
    output: { file: `${EMBED_DIR}/embed.js`, format: "iife" },
  },
  {
    input: "widgets/esm.tsx",
    external: REACT,
    plugins: [
      cssString(),
      json({ preferConst: true, compact: true }),
      resolve(),
      typescript({ check: false }),
      printSizes(),
    ],
    // One file for React hosts: the lead forms' schemas, loaded lazily in the embed build, are inlined.
    output: { file: "dist/esm/index.js", format: "es", inlineDynamicImports: true },
  },
  {
    input: "widgets/esm.tsx",
    external: [...REACT, /\.css\?inline$/],
    plugins: [dts({ tsconfig: "tsconfig.json" })],
    output: { file: "dist/esm/index.d.ts", format: "es" },
  },
];
