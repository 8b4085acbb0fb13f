// The quote form in Chromium against the real server: every kind of field, a real PDF attached, and the
// lead with its file in the sales team's export.
import { describe, expect, it } from "vitest";
import { confirmationReference, fillQuoteWithPdf, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite();

describe("e2e: the quote form", () => {
  it("sends a quote with a real PDF and stores the file", async () => {
    const { page, close } = await openPage(site, "/quote/");
    const form = await widget(page, "quote-form");
    await fillQuoteWithPdf(form);
    await form.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(form);
    const lead = site.exported("quote").find((l) => l.reference === reference)!;
    expect(lead.payload).toMatchObject({ select_csi_divisions: ["03", "09"], project_title: "Oak Grove Elementary" });
    expect(lead.files).toHaveLength(1);
    await close();
  });

  it("styles the file input's own button like the form's buttons (::file-selector-button)", async () => {
    const { page, close } = await openPage(site, "/quote/");
    const form = await widget(page, "quote-form");
    const fileButton = await form.locator('input[type="file"]').evaluate((input) => {
      const style = getComputedStyle(input, "::file-selector-button");
      return [style.backgroundColor, style.color, style.borderRadius, style.fontWeight];
    });
    const submit = await form.getByRole("button", { name: "Request my quote" }).evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.backgroundColor, style.color, style.borderRadius, style.fontWeight];
    });
    expect(fileButton).toEqual(submit);
    await close();
  });
});
