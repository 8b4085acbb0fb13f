// The contact form in Chromium against the real server: a message down to the sales team's export, and
// one sent while the API is unreachable, kept and retried; axe-core in every state.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { confirmationReference, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";

const site = useLeadSite();

describe("e2e: the contact form", () => {
  it("sends a contact message and the sales team finds it in the export", async () => {
    const { page, errors, close } = await openPage(site, "/ContactUs/?utm_source=e2e");
    const form = await widget(page, "contact-form");
    expect(await axeViolations(page)).toEqual([]);
    await fillFields(form, {
      name: "Dana Reyes",
      email: "dana@example.com",
      message: "Concrete take-off for a 3-story office, please.",
    });
    await form.getByRole("button", { name: "Send message" }).click();
    const reference = await confirmationReference(form);
    expect(await axeViolations(page)).toEqual([]);
    const lead = site.exported("contact").find((l) => l.reference === reference);
    expect(lead?.payload).toMatchObject({ name: "Dana Reyes", email: "dana@example.com" });
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps every value when the API is unreachable, then retries successfully", async () => {
    const { page, close } = await openPage(site, "/ContactUs/");
    const form = await widget(page, "contact-form");
    await fillFields(form, {
      name: "Offline Olive",
      email: "olive@example.com",
      message: "Sent while the network is down.",
    });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/reactapp/create-contact/", async (route) => {
      await held;
      await route.abort("connectionfailed");
    });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form.getByRole("button").first().textContent()).toMatch(/Sending/);
    expect(await axeViolations(page)).toEqual([]);
    release();
    await form.locator(".failure").waitFor();
    expect(await form.locator(".failure").textContent()).toMatch(/could not reach our server/);
    expect(await form.locator('[name="name"]').inputValue()).toBe("Offline Olive");
    expect(await form.locator('[name="message"]').inputValue()).toBe("Sent while the network is down.");
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute("**/reactapp/create-contact/");
    await form.getByRole("button", { name: "Try again" }).click();
    const reference = await confirmationReference(form);
    expect(
      site
        .exported("contact")
        .filter((l) => l.payload.name === "Offline Olive")
        .map((l) => l.reference),
    ).toEqual([reference]);
    await close();
  });
});
