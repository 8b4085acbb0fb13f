// The sales team's e-mail about a new lead reads as the form did: its labels, the choices by their names,
// each file by the name the visitor gave it, the visitor's address to reply to, and the lead's page.
import { describe, expect, it } from "vitest";
import { composeLeadMail } from "../../../../server/domains/leads/lead-mail.ts";

describe("server: the sales e-mail of a lead", () => {
  it("shows the form's labels, choices by their names and each file by name", () => {
    const { message } = composeLeadMail(
      {
        id: 12,
        type: "quote",
        reference: "QTO-Q-7K2M9XPD",
        fields: {
          full_name: "Sam Park",
          email: "sam@parkgc.example",
          estimated_value_of_a_project: "1m-10m",
          select_csi_divisions: ["03", "04"],
          website_url: "",
        },
        files: ["Level 2 plans.pdf", "specs.pdf"],
        partner: "",
        partner_name: null,
        unlisted_origin: null,
      },
      "https://www.qtosolutions.com",
    );
    expect(message.replyTo).toBe("sam@parkgc.example");
    expect(message.text).toContain("https://www.qtosolutions.com/staff/lead/?id=12");
    expect(message.text).toContain("Full name: Sam Park\n");
    expect(message.text).toContain("Estimated value of the project: $1 million to $10 million\n");
    expect(message.text).toContain("CSI divisions: 03 Concrete, 04 Masonry\n");
    expect(message.text).toContain("Files (2):\n- Level 2 plans.pdf\n- specs.pdf\n");
    // No codes or wire names, and no empty field.
    expect(message.text).not.toMatch(/select_csi_divisions|1m-10m|Website/);
  });
});
