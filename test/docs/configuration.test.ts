// docs/configuration.md is the one table of the server's environment: a variable added to (or dropped
// from) server/config.ts without its row there fails here, so the manual cannot drift from the code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EnvSchema } from "../../server/config.ts";
import { markdownTable } from "../helpers/markdown-table.ts";

describe("docs/configuration.md", () => {
  const documented = markdownTable(readFileSync("docs/configuration.md", "utf8"), "variable").map(([name]) =>
    name!.replaceAll("`", ""),
  );
  const read = Object.keys(EnvSchema.entries);

  it("has a row for every variable server/config.ts reads", () => {
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("names no variable server/config.ts does not read, and each once", () => {
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });
});
