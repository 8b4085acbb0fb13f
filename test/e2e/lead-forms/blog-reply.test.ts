// A reply under a blog article in Chromium against the real server: sent, and held for moderation, with
// no reference to quote when calling (a comment, which nobody calls about).
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite();

describe("e2e: a blog reply", () => {
  it("sends a blog reply held for moderation", async () => {
    const { page, close } = await openPage(site, "/Blog_Detail6/");
    const form = await widget(page, "reply-form");
    await fillFields(form, { name: "Ari", email: "ari@example.com", message: "Useful checklist, thanks." });
    await form.getByRole("button", { name: "Post reply" }).click();
    await expect.poll(() => form.locator(".confirmation h3").textContent()).toMatch(/awaits moderation/);
    expect(await form.locator(".confirmation").textContent()).not.toMatch(/Quote it|reference/i);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
