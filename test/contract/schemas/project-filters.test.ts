// The board's parameter names and the API's query rules are one list: every name has a rule, and every
// rule's parameter is named.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { boardTabs } from "../../../contract/choices/board-tabs.ts";
import { projectSorts } from "../../../contract/choices/project-sorts.ts";
import { projectStatuses } from "../../../contract/choices/project-statuses.ts";
import { LIST_FILTERS, TEXT_FILTERS, VIEW_PARAMETERS } from "../../../contract/schemas/project-filters.ts";
import { ProjectQuerySchema } from "../../../contract/schemas/projects.ts";

describe("contract: project filters", () => {
  it("names every parameter of the projects query but the format and the favorites' ids", () => {
    const named = [...TEXT_FILTERS, ...LIST_FILTERS, ...VIEW_PARAMETERS, "format", "favorites"];
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual(Object.keys(ProjectQuerySchema.entries).sort());
  });

  it("accepts exactly the statuses, tabs and sorts of the choice lists", () => {
    const accepts = (name: string, value: string) => v.safeParse(ProjectQuerySchema, { [name]: value }).success;
    for (const [name, choices] of [
      ["status", projectStatuses],
      ["tab", boardTabs],
      ["sort", projectSorts],
    ] as const) {
      for (const { value, label } of choices) {
        expect(accepts(name, value)).toBe(true);
        expect(label).not.toBe("");
      }
      expect(accepts(name, "")).toBe(true);
      expect(accepts(name, "unknown")).toBe(false);
    }
  });
});
