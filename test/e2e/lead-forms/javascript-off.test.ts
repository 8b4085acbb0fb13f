// The lead forms with JavaScript turned off, against the real server: the plain form posts, the server
// answers with the thank-you page or the form again with its messages; both pages pass axe-core.
import { describe, expect, it } from "vitest";
import { fillFields } from "../helpers/fill-fields.ts";
import { axeOnHtmlOf, useLeadSite } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite();

describe("e2e: lead forms without JavaScript", () => {
  it("captures a lead with JavaScript disabled, through the plain form and the thank-you page", async () => {
    const { page, close } = await openPage(site, "/ContactUs/", { javaScriptEnabled: false });
    const form = page.locator('form[data-lead-form="contact"]');
    await fillFields(form, { name: "No Script", email: "noscript@example.com", message: "Sent without JavaScript." });
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(/\/thank-you\/\?/);
    const reference = (await page.locator(".thank-you__reference").textContent())!;
    expect(site.exported("contact").find((l) => l.reference === reference)?.payload).toMatchObject({
      name: "No Script",
    });
    expect(await axeOnHtmlOf(site, page)).toEqual([]);
    await close();
  });

  it("shows the plain form again with messages when JavaScript is off and an answer is wrong", async () => {
    const { page, close } = await openPage(site, "/Sample/", { javaScriptEnabled: false });
    const form = page.locator('form[data-lead-form="sample"]');
    await form.locator('[name="sample_type"]').selectOption("masonry");
    await form.locator('[name="name"]').fill("Lee Chen");
    // The browser's own check lets this address through; the server's does not.
    await form.locator('[name="email"]').fill("lee@example");
    await form.getByRole("button", { name: "Request samples" }).click();
    await page.locator(".lead-form__summary").waitFor();
    expect(await form.locator('[name="name"]').inputValue()).toBe("Lee Chen");
    expect(await form.locator('[name="sample_type"]').inputValue()).toBe("masonry");
    expect(await page.locator(".lead-form__error").allTextContents()).toEqual(["Enter a valid email address."]);
    expect(await axeOnHtmlOf(site, page)).toEqual([]);
    await close();
  });
});
