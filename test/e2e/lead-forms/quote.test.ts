// The quote form in Chromium against the real server: every kind of field, a real PDF attached, and the
// lead with its file in the sales team's export.
import { describe, expect, it } from "vitest";
import { PDF } from "../../helpers/multipart.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { confirmationReference, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite();

describe("e2e: the quote form", () => {
  it("sends a quote with a real PDF and stores the file", async () => {
    const { page, close } = await openPage(site, "/quote/");
    const form = await widget(page, "quote-form");
    await fillFields(form, {
      full_name: "Sam Park",
      email: "sam@example.com",
      phone_number: "555-010-4455",
      project_title: "Oak Grove Elementary",
      project_location: "Dallas, TX",
    });
    await form.locator('[name="estimated_value_of_a_project"]').selectOption("1m-10m");
    await form.locator('[name="project_required_date"]').fill("2027-01-15");
    await form.locator('[name="select_csi_divisions"][value="03"]').check();
    await form.locator('[name="select_csi_divisions"][value="09"]').check();
    await form.locator('[name="scope_of_project"]').fill("Full take-off of divisions 03 and 09.");
    await form
      .locator('[name="specification_files"]')
      .setInputFiles({ name: "plans.pdf", mimeType: "application/pdf", buffer: PDF });
    await form.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(form);
    const lead = site.exported("quote").find((l) => l.reference === reference)!;
    expect(lead.payload).toMatchObject({ select_csi_divisions: ["03", "09"], project_title: "Oak Grove Elementary" });
    expect(lead.files).toHaveLength(1);
    await close();
  });
});
