// `import css from "./styles.css?inline"`: the file, minified, as a string (for constructable stylesheets).
import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "esbuild";

const SUFFIX = "?inline";

export function cssString() {
  return {
    name: "css-string",
    resolveId(source, importer) {
      if (source.endsWith(`.css${SUFFIX}`)) return path.resolve(path.dirname(importer), source);
    },
    async load(id) {
      if (!id.endsWith(`.css${SUFFIX}`)) return;
      const { code } = await transform(readFileSync(id.slice(0, -SUFFIX.length), "utf8"), {
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
