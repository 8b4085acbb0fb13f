// A keyword as contractors type it: states by name or code, CSI divisions by number or name, phrases
// before words, and anything else as text, as before.
import { describe, expect, it } from "vitest";
import { STATE_CODES } from "../../../../../contract/schemas/projects.ts";
import { keywordTerms } from "../../../../../server/domains/projects/board-index/keyword-terms.ts";

const state = (code: string) => STATE_CODES.indexOf(code);

describe("server: keyword terms", () => {
  it("reads a division by name and a state by name", () => {
    expect(keywordTerms("concrete Texas")).toEqual([
      { text: "concrete", states: [], divisions: ["03"] },
      { text: "texas", states: [state("TX")], divisions: [] },
    ]);
  });

  it("reads a state by code and a division by number", () => {
    expect(keywordTerms("TX 03")).toEqual([
      { text: "tx", states: [state("TX")], divisions: [] },
      { text: "03", states: [], divisions: ["03"] },
    ]);
  });

  it("takes a phrase that names something before its words", () => {
    expect(keywordTerms("New York fire suppression")).toEqual([
      { text: "new york", states: [state("NY")], divisions: [] },
      { text: "fire suppression", states: [], divisions: ["21"] },
    ]);
  });

  it("reads a word of a division's name as every division that has it, the non-CSI groupings too", () => {
    expect(keywordTerms("electrical")[0]!.divisions.sort()).toEqual(["26", "48", "electrical-lighting"]);
    expect(keywordTerms("hvac")[0]!.divisions.sort()).toEqual(["23", "plumbing-hvac"]);
  });

  it("leaves other words as text, and punctuation alone as typed", () => {
    expect(keywordTerms("Oak Grove")).toEqual([
      { text: "oak", states: [], divisions: [] },
      { text: "grove", states: [], divisions: [] },
    ]);
    expect(keywordTerms("Café")).toEqual([{ text: "café", states: [], divisions: [] }]);
    expect(keywordTerms("--")).toEqual([{ text: "--", states: [], divisions: [] }]);
  });
});
