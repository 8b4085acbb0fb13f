import { describe, expect, it } from "vitest";
import { projectSorts } from "../../../contract/choices/project-sorts.ts";

describe("contract/choices/project-sorts", () => {
  it("lists each order's natural direction before its reverse (A to Z before Z to A)", () => {
    expect(projectSorts.map((sort) => sort.label)).toEqual([
      "Bid date, soonest first",
      "Bid date, latest first",
      "Title, A to Z",
      "Title, Z to A",
      "Amount, highest first",
      "Amount, lowest first",
    ]);
  });
});
