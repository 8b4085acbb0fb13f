// Where each module of the embed build goes: a folder is a chunk. A widget folder (one with an
// index.tsx or index.ts) is its widget's entry chunk; any other folder of widgets/ is a kit, one chunk named after
// it (core, project-kit, stores, account-kit, ui-kit), downloaded once by every widget that uses it.
import path from "node:path";
import { CONSOLE_COPY } from "./console-valibot.js";
import { HEADER_COPY } from "./header-copy.js";
import { widgetNames } from "./widget-names.js";

/** The widgets partner pages embed on their own (test/build/chunks.test.ts). */
const LEAD_FORMS = ["contact-form", "quote-form", "sample-form", "reply-form"];

/** Rollup's `manualChunks`, deciding by the first folder under widgets/ (never by a file's name). */
export function chunkOfFolder(root = path.resolve(".")) {
  const widgetsDir = path.join(root, "widgets");
  const widgets = new Set(widgetNames(widgetsDir));
  const folderOf = (id) => path.relative(widgetsDir, id).split(path.sep)[0];
  const insideWidgets = (id) => !path.relative(widgetsDir, id).startsWith("..");

  return function manualChunks(id, { getModuleInfo }) {
    // preact and valibot go with core: every widget renders with preact/compat and core's form kit
    // validates with valibot, so a page fetching core needs them anyway, and one file compresses
    // better than two (the partner quote page has a few dozen bytes to spare of its 15 KB).
    // The console's own valibot (console-valibot.js) goes with the console's kit.
    if (id.endsWith(CONSOLE_COPY)) return "console-kit";
    // The header's copies of the stores' readers (header-copy.js) go with the header, their one importer.
    if (id.endsWith(HEADER_COPY)) return undefined;
    if (id.split(path.sep).includes("node_modules")) return "core";
    if (insideWidgets(id)) {
      const folder = folderOf(id);
      return widgets.has(folder) ? undefined : folder;
    }
    // contract/ (schemas, form definitions, choice lists) is shared with the server, not a kit: a
    // module used by core goes with core; otherwise Rollup puts it with the kit or widget that uses it.
    const importers = getModuleInfo(id)?.importers ?? [];
    if (importers.some((importer) => insideWidgets(importer) && folderOf(importer) === "core")) return "core";
    // One that the stores use goes with them (the take-off sizes their cart rule checks), not with a
    // kit that pulls in preact. The header's account menu has its own copies (header-copy.js).
    if (importers.some((importer) => insideWidgets(importer) && folderOf(importer) === "stores")) return "stores";
    // A module a lead form shares with another folder (the choice lists the console's forms check too)
    // goes with core as well: a partner page embedding a lead form fetches core and nothing else.
    const folders = new Set(importers.filter(insideWidgets).map(folderOf));
    if (folders.size > 1 && [...folders].some((folder) => LEAD_FORMS.includes(folder))) return "core";
  };
}
