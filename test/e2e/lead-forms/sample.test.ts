// The sample request form in Chromium against the real server: every mistake marked beside its field
// and summed up on top, accessible while invalid, then sent once corrected.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { confirmationReference, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite();

describe("e2e: the sample request form", () => {
  it("marks every problem beside its field, focuses the summary, and passes axe while invalid", async () => {
    const { page, close } = await openPage(site, "/Sample/");
    const form = await widget(page, "sample-form");
    await form.locator('[name="email"]').fill("lee@");
    await form.getByRole("button", { name: "Request samples" }).click();
    await form.locator(".summary").waitFor();
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.className)).toBe("summary");
    await expect
      .poll(() => form.locator(".error").allTextContents())
      .toEqual(["Select a sample type.", "Name is required.", "Enter a valid email address."]);
    expect(await axeViolations(page)).toEqual([]);
    await form.locator('[name="sample_type"]').selectOption("new-school");
    await fillFields(form, { name: "Lee Chen", email: "lee@example.com" });
    await form.getByRole("button", { name: "Request samples" }).click();
    const reference = await confirmationReference(form);
    expect(site.exported("sample").some((l) => l.reference === reference)).toBe(true);
    await close();
  });
});
