// Two builds of the widgets from one source:
//  1. dist/widgets/ for script tags: one chunk per widget plus a shared runtime chunk, with react
//     aliased to preact/compat, in a content-hashed folder; then embed.js, the loader, which knows
//     that folder's name.
//  2. dist/esm/ for React hosts: the components with react and react-dom left as peer dependencies,
//     and their type declarations.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import alias from "@rollup/plugin-alias";
import json from "@rollup/plugin-json";
import resolve from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import { transform } from "esbuild";
import { dts } from "rollup-plugin-dts";
import esbuild from "rollup-plugin-esbuild";

const root = path.resolve(".");
const WIDGETS = readdirSync("widgets", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/index.tsx`))
  .map((entry) => entry.name);

/** `import css from "./styles.css?inline"`: the file, minified, as a string. */
function cssString() {
  return {
    name: "css-string",
    resolveId(source, importer) {
      if (source.endsWith(".css?inline")) return path.resolve(path.dirname(importer), source);
    },
    async load(id) {
      if (!id.endsWith(".css?inline")) return;
      const { code } = await transform(readFileSync(id.slice(0, -"?inline".length), "utf8"), {
        loader: "css",
        minify: true,
      });
      // esbuild keeps the space after a custom property's colon and after the name in var(--x, y),
      // which carry no meaning there; every byte of the form kit's CSS ships to every partner page.
      const tight = code
        .trim()
        .replace(/(--[\w-]+): /g, "$1:")
        .replace(/var\((--[\w-]+), /g, "var($1,");
      return `export default ${JSON.stringify(tight)};`;
    },
  };
}

/** Each widget's chunk: its component wrapped by the shared runtime into a `mount` function. */
function widgetEntries() {
  const prefix = "\0widget:";
  return {
    name: "widget-entries",
    resolveId: (id) => (id.startsWith("widget:") ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(prefix)) return;
      const name = id.slice(prefix.length);
      return [
        `import widget from ${JSON.stringify(`${root}/widgets/${name}/index.tsx`)};`,
        `import { embed } from ${JSON.stringify(`${root}/widgets/embed/runtime.ts`)};`,
        "export const mount = embed(widget);",
      ].join("\n");
    },
  };
}

// The chunks of one build go into a folder named after a hash of them all: they import each other by
// relative names, so moving them together keeps them whole, and the loader needs to know only that
// one folder name (a partner page pays nothing per widget for it). The folder is cached for a year.
// manifest.json records each widget's files for `npm run size` and the size test.
let buildId = "";
function buildFolder() {
  return {
    name: "build-folder",
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const hash = createHash("sha256");
      for (const chunk of chunks.sort((a, b) => a.fileName.localeCompare(b.fileName))) hash.update(chunk.code);
      buildId = hash.digest("base64url").slice(0, 8);
      const manifest = { build: buildId, widgets: {}, shared: {} };
      for (const chunk of chunks) {
        const file = `${buildId}/${chunk.fileName}`;
        if (chunk.isEntry)
          manifest.widgets[chunk.name] = { file, imports: chunk.imports.map((i) => `${buildId}/${i}`) };
        else manifest.shared[chunk.name] = file;
        delete bundle[chunk.fileName];
        this.emitFile({ type: "asset", fileName: file, source: chunk.code });
      }
      this.emitFile({ type: "asset", fileName: "manifest.json", source: JSON.stringify(manifest, null, 2) });
    },
  };
}
function buildIdModule() {
  return {
    name: "build-id",
    resolveId: (id) => (id === "virtual:widget-build" ? "\0widget-build" : undefined),
    load: (id) => (id === "\0widget-build" ? `export default ${JSON.stringify(buildId)};` : undefined),
  };
}

const preact = alias({
  entries: [
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
    { find: /^react$/, replacement: "preact/compat" },
  ],
});
const typescript = esbuild({ target: "es2022", jsx: "automatic", tsconfig: "tsconfig.json" });
const minify = terser({
  ecma: 2022,
  module: true,
  toplevel: true,
  compress: { passes: 3, pure_getters: true, unsafe: true, unsafe_arrows: true, unsafe_methods: true },
  format: { comments: false },
});

// What every widget shares goes into one runtime chunk, downloaded once per page.
function manualChunks(id) {
  if (id.includes("/node_modules/preact/") || id.includes("/node_modules/valibot/")) return "runtime";
  if (id.startsWith(`${root}/widgets/core/`) || id.startsWith(`${root}/widgets/embed/`)) return "runtime";
  // What the project board and detail share (their buttons, formatting, calendar).
  if (id.startsWith(`${root}/widgets/project-kit/`)) return "project-kit";
  // The site's own kit: the stores (cart, favorites, who is signed in), the accounts API and the shared
  // UI. The project widgets, the cart, the checkout and the header's account menu all use it.
  if (/\/widgets\/(stores\/|ui-kit\/|account-kit\/(session|next-path|use-sign-out)\.ts$)/.test(id)) return "site-kit";
  // The register and login forms' shared form and rules.
  if (id.startsWith(`${root}/widgets/account-kit/`) || id.endsWith("/contract/schemas/accounts.ts"))
    return "account-kit";
  if (/\/contract\/schemas\/(fields|errors|lead-paths|quote-files)\.ts$|\/contract\/lead-paths\.json$/.test(id))
    return "runtime";
}

export { cssString, manualChunks, minify, typescript, widgetEntries, WIDGETS };

export default [
  {
    input: Object.fromEntries(WIDGETS.map((name) => [name, `widget:${name}`])),
    plugins: [
      widgetEntries(),
      preact,
      cssString(),
      json({ preferConst: true, compact: true }),
      resolve(),
      typescript,
      minify,
      buildFolder(),
    ],
    output: {
      dir: "dist/widgets",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: "[name].js",
      manualChunks,
    },
  },
  {
    input: "widgets/embed/loader.ts",
    plugins: [buildIdModule(), typescript, minify],
    output: { file: "dist/widgets/embed.js", format: "iife" },
  },
  {
    input: "widgets/esm.tsx",
    external: [/^react($|\/)/, /^react-dom($|\/)/],
    plugins: [cssString(), json({ preferConst: true, compact: true }), resolve(), typescript],
    output: { file: "dist/esm/index.js", format: "es" },
  },
  {
    input: "widgets/esm.tsx",
    external: [/^react($|\/)/, /^react-dom($|\/)/, /\.css\?inline$/],
    plugins: [dts({ tsconfig: "tsconfig.json" })],
    output: { file: "dist/esm/index.d.ts", format: "es" },
  },
];
