// Where the widgets and kits live: widgets/<audience>/<name>/ for a widget (an index.tsx, a component
// rendered with preact, or an index.ts, a plain script exporting its own `mount`, for a page that must
// not pay for a framework), widgets/kits/<name>/ for a kit the widgets share. <name> is the widget's
// data-widget name and its chunk's file name (the loader fetches <build>/<name>.js), or the kit's chunk
// name, so names are unique across the groups.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Who the widgets are for: public and partner pages, the customer's account, the staff console. */
export const AUDIENCES = ["site", "account", "console"];
export const KITS = "kits";
/** widgets/embed/ is the loader, built on its own into embed.js: neither a widget nor a kit. */
export const LOADER = "embed";

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const isWidget = (dir) => ["index.tsx", "index.ts"].some((file) => existsSync(path.join(dir, file)));

/** Each widget's name and its folder (widgets/console/staff-leads); a name used twice is an error. */
export function widgetFolders(dir = "widgets") {
  const found = new Map();
  const candidates = AUDIENCES.flatMap((audience) =>
    folders(path.join(dir, audience)).map((name) => [name, path.join(dir, audience, name)]),
  );
  for (const [name, folder] of candidates) {
    if (!isWidget(folder)) continue;
    if (found.has(name)) throw new Error(`widgets: ${name} is in ${found.get(name)} and ${folder}`);
    found.set(name, folder);
  }
  return found;
}

/** The names of the widgets under `dir`, each one the name a page puts in data-widget. */
export const widgetNames = (dir = "widgets") => [...widgetFolders(dir).keys()];

/** Each kit's name and its folder (widgets/kits/core): each kit is a chunk of its own. */
export const kitFolders = (dir = "widgets") =>
  new Map(folders(path.join(dir, KITS)).map((name) => [name, path.join(dir, KITS, name)]));
export const kitNames = (dir = "widgets") => [...kitFolders(dir).keys()];

/** The group a file of `widgetsDir` lies in ("console", "kits"…), or undefined (embed/, esm.tsx). */
export function groupOf(widgetsDir, file) {
  const [first, , third] = path.relative(widgetsDir, file).split(path.sep);
  return third !== undefined && (first === KITS || AUDIENCES.includes(first)) ? first : undefined;
}

/** The widget or kit a file of `widgetsDir` belongs to (its folder's name), or undefined (embed/, esm.tsx). */
export function unitOf(widgetsDir, file) {
  const [, second] = path.relative(widgetsDir, file).split(path.sep);
  return groupOf(widgetsDir, file) ? second : undefined;
}
