// SECURITY.md names, for each requirement, the code that meets it and the test that proves it: a file
// moved or renamed without its row would leave a reader (or an auditor) at a dead end.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const rows = readFileSync("SECURITY.md", "utf8")
  .split("\n")
  .filter((line) => /^\| V\d/.test(line))
  .map((line) => line.split("|").map((cell) => cell.trim()));

/** The backticked names in a cell; a bare file name is in the folder of the path before it. */
function quoted(cell: string): string[] {
  let folder = "";
  return [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => {
    if (name!.includes("/")) folder = name!.slice(0, name!.lastIndexOf("/") + 1);
    else if (name!.endsWith(".ts")) return folder + name!;
    return name!;
  });
}

describe("SECURITY.md", () => {
  it("has its requirement table", () => expect(rows.length).toBeGreaterThan(40));

  it("names code that exists in its 'where' column", () => {
    const named = rows
      .flatMap((cells) => quoted(cells[3]!))
      .filter((name) => /^(server|contract|widgets)\//.test(name));
    expect(named.length).toBeGreaterThan(30);
    // A brace list (server/domains/{a,b}/) names several folders at once.
    const paths = named.flatMap((name) => {
      const braces = /^(.*)\{([^}]+)\}(.*)$/.exec(name);
      return braces ? braces[2]!.split(",").map((part) => braces[1] + part + braces[3]) : [name];
    });
    expect(paths.filter((file) => !existsSync(file))).toEqual([]);
  });

  it("names test files that exist in its 'test' column (under test/server/)", () => {
    const tests = rows.flatMap((cells) => quoted(cells[4]!)).filter((name) => name.endsWith(".test.ts"));
    expect(tests.length).toBeGreaterThan(30);
    expect(tests.filter((file) => !existsSync(`test/server/${file}`) && !existsSync(file))).toEqual([]);
  });
});
