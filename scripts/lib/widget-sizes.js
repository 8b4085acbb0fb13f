// Sizes of the embed build as a browser downloads it: raw, gzip and brotli (best quality) per file,
// and the budgets the build must stay within. Read by `npm run size` and by test/build/widget-sizes.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { MODULE_SIZES } from "../../build/module-report.js";
import { KB, sizes } from "../../build/sizes.js";

export { KB, sizes };
export const BUDGETS = {
  // embed.js, the one script every page and partner page includes.
  loader: 1.5 * KB,
  // A content page's only widget is the header's account menu, a plain script: no framework.
  contentPage: 2 * KB,
  // What a partner page downloads first for the quote form: embed.js and core. valibot and the field
  // rules (checks), the file checks (lead-checks) and the form's schema load when a visitor starts on the
  // form, uploads when a file is picked (build/chunk-of-folder.js); the console's schemas take their own
  // copy of valibot (build/console-valibot.js). 12,411 B beyond embed.js measured, and embed.js 564-583 B
  // (it holds the build folder's hash, whose random letters brotli cannot shrink alike in every build):
  // 12,975-12,994 B, within the 13,000 B ceiling. Since 12,892 B: the quote's "Whole project" choice and
  // its covered look (+96 B in the quote form's chunk), core's -20 B net (the blocked-site refusal's words
  // left it for the console, the idempotency key is five random numbers joined), the trade groupings'
  // heading in the divisions (+18 B: fields.tsx draws a choice's `heading`, csi-divisions.json holds it
  // once; the groupings' `group` is read from their values, division-group.js, not marked in the list).
  // Anything added to core is paid here: `npm run size` lists core's modules.
  quotePage: 13000,
  contactBeyondCore: 3 * KB,
  // The board beyond core: its chunk, project-kit, ui-kit, stores and account-kit (7,927 B measured
  // before, 8,391 B now, the cart's store a little larger for whole-dollar prices): +160 B for the phone's sticky "Show N projects" bar (its count, closing the
  // panel, focus to the results' heading; its CSS), the divisions in two labelled groups and the partner
  // page's check for the star, and +170 B for division-groups (contract/choices/division-groups.ts, its
  // own small chunk, shared with the detail and the project desk).
  boardBeyondCore: 8448,
  // The detail beyond core: the plan room's documents, bid results, "Purchased" and qto:error, with the
  // board's kits (7,551 B measured, division-groups and division-group included).
  detailBeyondCore: 7600,
  // Our /quote/ beyond a partner page: the header's one file, which reads the stores through its own copy
  // of their reader (build/header-copy.js); what only a signed-in visitor needs comes later, in
  // signed-in.js. 552 B measured (498 B before the sign-in links took the page's whole address, a
  // project page's id and the board's filters as they are when followed); the chunk holds no build
  // hash, so it does not swing.
  ownQuoteBeyondPartner: 560,
};

/** Every file of dist/widgets with its sizes, and the totals the budgets are about. */
export function widgetSizes(dir = "dist/widgets", siteDir = "dist/site") {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
  const measured = new Map();
  const file = (name) => {
    if (!measured.has(name)) measured.set(name, { file: name, ...sizes(readFileSync(path.join(dir, name))) });
    return measured.get(name);
  };
  const loader = file("embed.js");
  const core = file(manifest.shared.core);
  /** A widget's chunk and every chunk it imports, core included: each is one more file to fetch. */
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
        {
          chunk: chunks[0],
          files: chunks.map((f) => path.basename(f.file, ".js")),
          page: loader.brotli + brotli(chunks),
          beyondCore: brotli(chunks) - core.brotli,
        },
      ];
    }),
  );
  /** What a page holding `names` downloads: the loader and each chunk its widgets need, once. */
  const pageOf = (names) => loader.brotli + brotli([...new Set(names.flatMap(chunksOf))]);
  return {
    pageOf,
    /** The core chunk's modules and what each costs (build/module-sizes.js), written by the build. */
    coreModules: JSON.parse(readFileSync(path.join(dir, MODULE_SIZES), "utf8")).core,
    files: [
      loader,
      ...Object.values(manifest.shared).map(file),
      ...Object.values(manifest.widgets).map((w) => file(w.file)),
    ],
    loader,
    core,
    shared: Object.keys(manifest.shared),
    widgets,
    /** What a partner page embedding the quote form downloads: the loader and every chunk it needs. */
    quotePage: widgets["quote-form"].page,
    /** What a content page downloads: the loader and the header's account menu, with what it imports. */
    contentPage: widgets["account-menu"].page,
    /** What our own /quote/ downloads: the same, and the widgets of its header (the account menu). */
    ownQuotePage: pageOf(sitePageWidgets("quote", siteDir)),
  };
}

/** The widgets a built page of the site holds (its data-widget elements), e.g. sitePageWidgets("quote"). */
export function sitePageWidgets(page, dir = "dist/site") {
  const html = readFileSync(path.join(dir, page, "index.html"), "utf8");
  return [...html.matchAll(/data-widget="([^"]+)"/g)].map((match) => match[1]);
}

/** The lines `npm run size` prints for the core chunk's modules (`coreModules` of widgetSizes()). */
export function moduleTable({ modules, minified, brotli }) {
  const row = (name, bytes, compressed) =>
    `  ${name.padEnd(46)} ${String(bytes).padStart(8)} ${String(compressed).padStart(7)}`;
  const shared = brotli - modules.reduce((sum, m) => sum + m.brotli, 0);
  return [
    "core, the runtime, by module: its minified bytes (found through the chunk's source map) and its",
    "brotli bytes (what the chunk's brotli size loses without them):",
    row("module", "minified", "brotli"),
    ...modules.map((m) => row(m.module, m.minified, m.brotli)),
    row("(shared: words brotli reuses across modules)", "", shared),
    row("core chunk", minified, brotli),
  ];
}
