// docs/configuration.md is the one table of the server's environment: a variable added to (or dropped
// from) server/config.ts without its row there fails here, so the manual cannot drift from the code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvSchema } from "../../server/config.ts";

/** The first cell of each row of the table whose header starts with `| variable `. */
function documentedVariables(markdown: string): string[] {
  const start = markdown.indexOf("| variable ");
  if (start < 0) return [];
  const end = markdown.indexOf("\n\n", start);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .slice(2)
    .map((line) => line.split("|")[1]!.trim().replaceAll("`", ""));
}

describe("docs/configuration.md", () => {
  const documented = documentedVariables(readFileSync("docs/configuration.md", "utf8"));
  const read = Object.keys(EnvSchema.entries);

  it("has a row for every variable server/config.ts reads", () => {
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("names no variable server/config.ts does not read, and each once", () => {
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });
});
