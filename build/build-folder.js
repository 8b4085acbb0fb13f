// The chunks of one build go into a folder named after a hash of them all: they import each other by
// relative names, so moving them together keeps them whole, and the loader needs to know only that
// one folder name (a partner page pays nothing per widget for it). The folder is cached for a year.
// manifest.json records the build's folder and each widget's files: the loader's build reads the
// folder's name from it (build-id.js), `npm run size` and the size test read the files.
import { createHash } from "node:crypto";

export const MANIFEST = "manifest.json";

export function buildFolder() {
  return {
    name: "build-folder",
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle)
        .filter((file) => file.type === "chunk")
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const hash = createHash("sha256");
      for (const chunk of chunks) hash.update(chunk.code);
      const build = hash.digest("base64url").slice(0, 8);
      const manifest = { build, widgets: {}, shared: {} };
      for (const chunk of chunks) {
        const file = `${build}/${chunk.fileName}`;
        if (chunk.isEntry) manifest.widgets[chunk.name] = { file, imports: chunk.imports.map((i) => `${build}/${i}`) };
        else manifest.shared[chunk.name] = file;
        delete bundle[chunk.fileName];
        this.emitFile({ type: "asset", fileName: file, source: chunk.code });
      }
      this.emitFile({ type: "asset", fileName: MANIFEST, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
