// The column table of docs/staff.md is the contract's one list, written out: every column, in order, with its
// required flag, format and example, so the documentation cannot drift from what the parser reads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS } from "../../../../contract/staff/project-import.ts";
import { markdownTable } from "../../../helpers/markdown-table.ts";

describe("docs/staff.md: the project import's columns", () => {
  it("lists IMPORT_COLUMNS in order, each with its required flag, format and example", () => {
    const rows = markdownTable(readFileSync("docs/staff.md", "utf8"), "column");
    expect(rows).toEqual(
      IMPORT_COLUMNS.map((column) => [
        `\`${column.name}\``,
        column.required ? "yes" : "no",
        column.format,
        `\`${column.example}\``,
      ]),
    );
  });
});
