// Two builds of the widgets from one source:
//  1. dist/widgets/ for script tags: one content-hashed chunk per widget plus a shared runtime chunk,
//     with react aliased to preact/compat; then embed.js, the loader, which knows the chunks' names.
//  2. dist/esm/ for React hosts: the components with react and react-dom left as peer dependencies,
//     and their type declarations.
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
      return `export default ${JSON.stringify(code.trim())};`;
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

// Filled by the chunks build, read by the loader build that runs after it. manifest.json records the
// same for `npm run size` and the size test.
const chunkFiles = {};
function recordChunks() {
  return {
    name: "record-chunks",
    generateBundle(_, bundle) {
      // For each widget, its chunk and the shared chunks it imports: what a page downloads for it.
      const manifest = { widgets: {}, shared: {} };
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.isEntry) {
          chunkFiles[chunk.name] = file;
          manifest.widgets[chunk.name] = { file, imports: chunk.imports };
        } else manifest.shared[chunk.name] = file;
      }
      this.emitFile({ type: "asset", fileName: "manifest.json", source: JSON.stringify(manifest, null, 2) });
    },
  };
}
function chunkManifest() {
  return {
    name: "chunk-manifest",
    resolveId: (id) => (id === "virtual:widget-chunks" ? "\0widget-chunks" : undefined),
    load: (id) => (id === "\0widget-chunks" ? `export default ${JSON.stringify(chunkFiles)};` : undefined),
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
  // What the project board and detail share (cart, favorites, formatting), apart from the forms' runtime.
  if (id.startsWith(`${root}/widgets/project-kit/`)) return "project-kit";
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
      recordChunks(),
    ],
    output: {
      dir: "dist/widgets",
      format: "es",
      entryFileNames: "[name]-[hash:6].js",
      chunkFileNames: "[name]-[hash:6].js",
      manualChunks,
    },
  },
  {
    input: "widgets/embed/loader.ts",
    plugins: [chunkManifest(), typescript, minify],
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
