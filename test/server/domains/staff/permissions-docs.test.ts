// The roles × actions tables of SECURITY.md and docs/staff.md are the permissions table of the code, written
// out: every action, in order, with what it lets a member do and whether staff and admins may, so the
// documentation cannot drift from what the guards enforce.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONSOLE_ACTIONS, may, type ConsoleActionName } from "../../../../contract/staff/permissions.ts";

/** The rows of the table whose header starts with `| action `, cell by cell. */
function actionTable(markdown: string): string[][] {
  const start = markdown.indexOf("| action ");
  if (start < 0) return [];
  const end = markdown.indexOf("\n\n", start);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .slice(2)
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe("SECURITY.md and docs/staff.md: the console's roles × actions", () => {
  const expected = (Object.keys(CONSOLE_ACTIONS) as ConsoleActionName[]).map((action) => [
    `\`${action}\``,
    CONSOLE_ACTIONS[action].what,
    may("staff", action) ? "yes" : "no",
    may("admin", action) ? "yes" : "no",
  ]);

  it.each(["SECURITY.md", "docs/staff.md"])("%s lists every action in order, with who may do it", (file) => {
    expect(actionTable(readFileSync(file, "utf8"))).toEqual(expected);
  });
});
