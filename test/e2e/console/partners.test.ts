// Partners in Chromium against the real server: a partner's page on a second local origin sends a lead
// before anyone lists it (kept, marked unlisted), an admin adds the partner and its origin in the console
// (a bad origin explained beside the field), and the same page then sends a listed lead with no restart,
// counted for that partner.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { confirmationReference, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";
import { partnerPage, startPartnerSite, type PartnerSite } from "../helpers/partner-site.ts";
import { staffPage } from "../helpers/staff.ts";

// The API starts without the partner's origin in ALLOWED_ORIGINS: only the console can add it.
const site = useLeadSite();
let partner: PartnerSite;
let partnerOrigin: string;

beforeAll(async () => {
  // The API's origin is read per request: the page names the live site's script.
  partner = await startPartnerSite(() =>
    partnerPage(
      "Acme Builders",
      `<div data-widget="contact-form" data-partner="acme-builders"></div>`,
      `<script src="${site.origin}/widgets/embed.js" defer></script>`,
    ),
  );
  partnerOrigin = partner.origin;
});
afterAll(() => partner?.close());

const screen = (page: Page) => page.locator('[data-widget="staff-partners"] .qto');
const send = (contact: Locator) => contact.getByRole("button", { name: "Send message" }).click();

describe("e2e: console partners", () => {
  it("lets a partner page send listed leads once its origin is added in the console, without a restart", async () => {
    // Before its origin is listed, the page's lead is kept all the same (marked unlisted: unlisted-site.test.ts).
    const early = await openPage(site, partnerOrigin);
    const first = await widget(early.page, "contact-form");
    await fillFields(first, { name: "Partner Pat", email: "pat@example.com", message: "Before listing." });
    await send(first);
    const unlisted = await confirmationReference(first);
    expect(site.exported("contact").find((lead) => lead.reference === unlisted)?.partner).toBe("acme-builders");
    expect(early.errors).toEqual([]);
    await early.close();

    const visitor = await openPage(site, partnerOrigin, { uncaughtOnly: true });
    const contact = await widget(visitor.page, "contact-form");
    await fillFields(contact, { name: "Partner Pat", email: "pat@example.com", message: "From Acme's site." });

    // The refused values answer 400, which Chromium logs: only uncaught errors count here.
    const admin = await staffPage(site, "ada", { role: "admin", uncaughtOnly: true });
    await admin.page.goto(`${site.origin}/staff/partners/`);
    const console_ = screen(admin.page);
    await expect.poll(() => console_.locator(".empty").textContent()).toMatch(/No partners yet/);
    // The page's unlisted lead put its origin on the screen, to allow or block (unlisted-site.test.ts).
    await expect.poll(() => console_.locator(".unlisted tbody tr").textContent()).toContain(partnerOrigin);
    expect(await axeViolations(admin.page)).toEqual([]);

    await console_.getByRole("button", { name: "Add a partner" }).click();
    let dialog = console_.locator("dialog[open]");
    await dialog.locator(`[name="id"]`).fill("Acme Builders");
    await dialog.locator(`[name="name"]`).fill("Acme Builders");
    await dialog.getByRole("button", { name: "Add partner" }).click();
    await expect.poll(() => dialog.locator(".error").first().textContent()).toMatch(/lower-case letters/);
    expect(await dialog.locator(`[name="name"]`).inputValue()).toBe("Acme Builders");
    expect(await axeViolations(admin.page)).toEqual([]);
    await dialog.locator(`[name="id"]`).fill("acme-builders");
    await dialog.getByRole("button", { name: "Add partner" }).click();
    await expect.poll(() => console_.locator(`[aria-label="Partners"] tbody tr`).count()).toBe(1);

    await console_.getByRole("button", { name: "Origins of Acme Builders" }).click();
    dialog = console_.locator("dialog[open]");
    const field = dialog.getByLabel("Add an origin");
    await field.fill(`${partnerOrigin}/contact/`);
    await dialog.getByRole("button", { name: "Add origin" }).click();
    await expect.poll(() => dialog.locator(".error").textContent()).toMatch(/scheme, host and port/);
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(admin.page)).toEqual([]);
    await field.fill(partnerOrigin);
    await dialog.getByRole("button", { name: "Add origin" }).click();
    await expect.poll(() => dialog.locator(".origins code").textContent()).toBe(partnerOrigin);
    await dialog.getByRole("button", { name: "Done" }).click();

    // The same page, never reloaded, and the same server, never restarted.
    await send(contact);
    const reference = await confirmationReference(contact);
    expect(site.exported("contact").find((lead) => lead.reference === reference)?.partner).toBe("acme-builders");
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    await admin.page.reload();
    const row = screen(admin.page).locator("tbody tr", { hasText: "acme-builders" });
    await expect.poll(() => row.locator("td.num").textContent()).toBe("2");
    expect(await axeViolations(admin.page)).toEqual([]);
    expect(admin.errors).toEqual([]);
    await admin.close();
  });
});
