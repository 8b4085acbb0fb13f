// The roles × actions tables of SECURITY.md and docs/staff.md are the permissions table of the code, written
// out: every action, in order, with what it lets a member do and whether staff and admins may, so the
// documentation cannot drift from what the guards enforce.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONSOLE_ACTIONS, may, type ConsoleActionName } from "../../../../contract/staff/permissions.ts";
import { markdownTable } from "../../../helpers/markdown-table.ts";

describe("SECURITY.md and docs/staff.md: the console's roles × actions", () => {
  const expected = (Object.keys(CONSOLE_ACTIONS) as ConsoleActionName[]).map((action) => [
    `\`${action}\``,
    CONSOLE_ACTIONS[action].what,
    may("staff", action) ? "yes" : "no",
    may("admin", action) ? "yes" : "no",
  ]);

  it.each(["SECURITY.md", "docs/staff.md"])("%s lists every action in order, with who may do it", (file) => {
    expect(markdownTable(readFileSync(file, "utf8"), "action")).toEqual(expected);
  });
});
