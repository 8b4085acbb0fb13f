// Which folders of widgets/ are widgets: those with an index.tsx (a component, rendered with preact) or an
// index.ts (a plain script exporting its own `mount`, for a page that must not pay for a framework). The
// others are kits shared by them.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** The names of the widget folders under `dir`, each one the name a page puts in data-widget. */
export function widgetNames(dir = "widgets") {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && ["index.tsx", "index.ts"].some((file) => existsSync(path.join(dir, entry.name, file))),
    )
    .map((entry) => entry.name);
}
