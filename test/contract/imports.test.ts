// contract/ is what the server, the widgets and the pages share, so it depends on none of them: its
// modules import only each other and valibot, and nothing of Node (the widgets run in browsers).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const CONTRACT = path.resolve("contract");
const LIBRARIES = ["valibot"];

const sources = (readdirSync(CONTRACT, { recursive: true }) as string[])
  .filter((file) => /\.(ts|js|mjs)$/.test(file))
  .map((file) => path.join(CONTRACT, file));

/**
 * Every module specifier a source names: import and export … from, and import(), as TypeScript's own
 * pre-processor reads them (a regular expression took a key like "projects.import" for an import).
 */
const specifiers = (code: string) =>
  ts.preProcessFile(code, true, true).importedFiles.map((imported) => imported.fileName);

describe("contract: imports", () => {
  it("finds the contract's modules", () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  it.each(sources.map((file) => [path.relative(CONTRACT, file), file]))(
    "%s imports only contract/ and valibot",
    (_, file) => {
      for (const specifier of specifiers(readFileSync(file, "utf8"))) {
        if (specifier.startsWith("."))
          expect(path.resolve(path.dirname(file), specifier)).toMatch(`${CONTRACT}${path.sep}`);
        else expect(LIBRARIES).toContain(specifier);
      }
    },
  );
});
