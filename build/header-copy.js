// The header's account menu only reads the stores: their shapes (keys and clean rules, stores/shapes.ts)
// and readStore (stores/local-store.ts). Those live in the stores' chunk with the writers (the cart's add,
// resize, remove, restore…), and a module lives in one chunk, so the header fetched all of it: a content
// page and our own /quote/ pay for every byte the header fetches. The header gets a copy of each
// module it imports from outside its folder, in its own chunk, as the console gets valibot
// (console-valibot.js). The copies only read; the stores tell every write as a storage event, which
// the header hears as it hears another tab's (stores/local-store.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { unitOf } from "./widget-names.js";

export const HEADER_COPY = "?account-menu";
export function headerCopy(root = path.resolve(".")) {
  const widgetsDir = path.join(root, "widgets");
  /** A file of the header's own folder, and the header's entry. */
  const inHeader = (file) => unitOf(widgetsDir, file) === "account-menu";
  const isHeader = (file) => inHeader(file) && path.basename(file) === "index.ts";
  return {
    name: "header-copy",
    async resolveId(source, importer) {
      const copying = importer?.endsWith(HEADER_COPY);
      if (!importer || !(copying || isHeader(importer))) return;
      const from = copying ? importer.slice(0, -HEADER_COPY.length) : importer;
      const resolved = await this.resolve(source, from, { skipSelf: true });
      // The header's own files (signed-in.ts, fetched later with the real stores) stay as they are.
      if (!resolved || resolved.external || inHeader(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${HEADER_COPY}` };
    },
    // The TypeScript plugin compiles files by their names; a copy's types were checked with the original.
    load(id) {
      if (!id.endsWith(HEADER_COPY)) return;
      const fileName = id.slice(0, -HEADER_COPY.length);
      const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
      return ts.transpileModule(readFileSync(fileName, "utf8"), { fileName, compilerOptions }).outputText;
    },
  };
}
