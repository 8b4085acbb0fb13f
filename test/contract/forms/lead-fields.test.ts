// A lead's fields as people read them: the form's labels in its order, choices by their labels, and a
// field no form defines still shown, under a name made readable.
import { describe, expect, it } from "vitest";
import { labelledFields } from "../../../contract/forms/lead-fields.ts";

describe("contract: lead fields", () => {
  it("labels a quote's fields in the form's order, with the value and divisions by their names", () => {
    const shown = labelledFields("quote", {
      select_csi_divisions: ["03", "09"],
      estimated_value_of_a_project: "1m-10m",
      full_name: "Sam Park",
    });
    expect(shown).toEqual([
      { name: "full_name", label: "Full name", text: "Sam Park" },
      {
        name: "estimated_value_of_a_project",
        label: "Estimated value of the project",
        text: "$1 million to $10 million",
      },
      { name: "select_csi_divisions", label: "CSI divisions", text: "03 Concrete, 09 Finishes" },
    ]);
  });

  it("names a trade grouping without a number, as the lists show it", () => {
    expect(labelledFields("quote", { select_csi_divisions: ["22", "plumbing-hvac"] })[0]!.text).toBe(
      "22 Plumbing, Plumbing + HVAC",
    );
  });

  it("names a sample type by its label, and keeps a field the form no longer has", () => {
    expect(labelledFields("sample", { sample_type: "concrete", legacy_note: "call after 3" })).toEqual([
      { name: "sample_type", label: expect.any(String), text: "Concrete" },
      { name: "legacy_note", label: "Legacy note", text: "call after 3" },
    ]);
  });

  it("names the whole project as staff read it, not as 29 divisions", () => {
    expect(labelledFields("quote", { select_csi_divisions: ["all"] })).toEqual([
      { name: "select_csi_divisions", label: "CSI divisions", text: "Whole project (all divisions)" },
    ]);
  });

  it("shows a value no list holds as it was sent", () => {
    expect(labelledFields("quote", { select_csi_divisions: ["99"] })[0]!.text).toBe("99");
  });
});
