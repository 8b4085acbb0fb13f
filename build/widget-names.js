// Which folders of widgets/ are widgets: those with an index.tsx. The others are kits shared by them.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** The names of the widget folders under `dir`, each one the name a page puts in data-widget. */
export function widgetNames(dir = "widgets") {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "index.tsx")))
    .map((entry) => entry.name);
}
