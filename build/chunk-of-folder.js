// Where each module of the embed build goes: a folder is a chunk. A widget's folder (one with an
// index.tsx or index.ts, widget-names.js) is its widget's entry chunk; a kit's folder is one chunk named
// after it (core, project-kit, stores, account-kit, ui-kit), downloaded once by every widget that uses it.
import path from "node:path";
import { CONSOLE_COPY } from "./console-valibot.js";
import { HEADER_COPY } from "./header-copy.js";
import { unitOf, widgetNames } from "./widget-names.js";

/** The widgets partner pages embed on their own (test/build/chunks.test.ts). */
const LEAD_FORMS = ["contact-form", "quote-form", "sample-form", "reply-form"];

/** Rollup's `manualChunks`, deciding by the widget or kit a file belongs to (never by a file's name). */
export function chunkOfFolder(root = path.resolve(".")) {
  const widgetsDir = path.join(root, "widgets");
  const widgets = new Set(widgetNames(widgetsDir));
  const folderOf = (id) => unitOf(widgetsDir, id);
  const insideWidgets = (id) => !path.relative(widgetsDir, id).startsWith("..");
  const contractDir = path.join(root, "contract") + path.sep;
  // The public forms' valibot, not the console's copy.
  const isValibot = (id) => id.split(path.sep).includes("valibot") && !id.endsWith(CONSOLE_COPY);

  return function manualChunks(id, { getModuleInfo }) {
    // preact goes with core: every widget renders with preact/compat. valibot goes with the checks kit
    // (the checks kit, which runs the contract's schemas): a lead form loads it when a visitor starts on
    // the form, so a partner page's first download lacks it; the widgets that check at once
    // import the kit. The console's own valibot (console-valibot.js) goes with the console's kit.
    if (id.endsWith(CONSOLE_COPY)) return "console-kit";
    // The header's copies of the stores' readers (header-copy.js) go with the header, their one importer.
    if (id.endsWith(HEADER_COPY)) return undefined;
    if (isValibot(id)) return "checks";
    if (id.split(path.sep).includes("node_modules")) return "core";
    if (insideWidgets(id)) {
      const folder = folderOf(id);
      return widgets.has(folder) ? undefined : folder;
    }
    // contract/ (schemas, form definitions, choice lists) is shared with the server, not a kit: a
    // module used by core goes with core; otherwise Rollup puts it with the kit or widget that uses it.
    const importers = getModuleInfo(id)?.importers ?? [];
    if (importers.some((importer) => insideWidgets(importer) && folderOf(importer) === "core")) return "core";
    // The schemas' building blocks (schemas/fields.ts: a module with valibot that only other contract
    // modules import) and what the checks kit uses go with valibot in the checks kit, which every schema
    // needs anyway: the schema a lead form loads is then one file beside it.
    const usesValibot = getModuleInfo(id)?.importedIds.some(isValibot) ?? false;
    if (usesValibot && importers.length > 0 && importers.every((importer) => importer.startsWith(contractDir)))
      return "checks";
    if (importers.some((importer) => insideWidgets(importer) && folderOf(importer) === "checks")) return "checks";
    // One that the stores use goes with them (the take-off sizes their cart rule checks), not with a
    // kit that pulls in preact. The header's account menu has its own copies (header-copy.js).
    if (importers.some((importer) => insideWidgets(importer) && folderOf(importer) === "stores")) return "stores";
    // A module a lead form shares with another folder (the choice lists the console's forms check too)
    // goes with core as well: a partner page embedding a lead form fetches core and nothing else.
    const folders = new Set(importers.filter(insideWidgets).map(folderOf));
    if (folders.size > 1 && [...folders].some((folder) => LEAD_FORMS.includes(folder))) return "core";
  };
}
