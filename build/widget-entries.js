// Each widget's chunk: its component wrapped by core/embed.ts into the `mount` function embed.js calls,
// or, for a plain widget (index.ts), the `mount` it exports itself.
import { existsSync } from "node:fs";
import path from "node:path";
import { widgetFolders } from "./widget-names.js";

const PREFIX = "widget:";

/** The entry of widget `name` for a build's input: `widget:<name>`. */
export const widgetEntry = (name) => `${PREFIX}${name}`;

export function widgetEntries(root = path.resolve(".")) {
  return {
    name: "widget-entries",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      const folder = widgetFolders(path.join(root, "widgets")).get(name);
      if (!folder) throw new Error(`widgets: no widget named ${name}`);
      const plain = path.join(folder, "index.ts");
      if (existsSync(plain)) return `export { mount } from ${JSON.stringify(plain)};`;
      return [
        `import widget from ${JSON.stringify(path.join(folder, "index.tsx"))};`,
        `import { embed } from ${JSON.stringify(path.join(root, "widgets/kits/core/embed.ts"))};`,
        "export const mount = embed(widget);",
      ].join("\n");
    },
  };
}
