// `import build from "virtual:widget-build"` in the loader: the chunks' folder, read from the manifest
// the chunks' build wrote (build-folder.js), so the loader is built after them and from their output.
import { readFileSync } from "node:fs";

const ID = "virtual:widget-build";

export function buildId(manifestPath) {
  return {
    name: "build-id",
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return;
      this.addWatchFile(manifestPath);
      const { build } = JSON.parse(readFileSync(manifestPath, "utf8"));
      return `export default ${JSON.stringify(build)};`;
    },
  };
}
