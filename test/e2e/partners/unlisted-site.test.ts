// A partner's leads are never lost, in Chromium against the real server: a quote with a PDF sent from a
// page on an origin nobody listed reaches the inbox marked "from an unlisted site"; an admin blocks the
// origin on the Partners screen and the page's next quote shows the refusal, with the answers kept and
// qto:error `refused` and no "Try again" (a retry cannot mend a refusal); the admin allows it in one click
// and the page's own button sends it. axe-core finds nothing in any of these states.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN_BLOCKED } from "../../../contract/schemas/origin-blocked.ts";
import { fromUnlistedSite } from "../../../contract/staff/leads.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { confirmationReference, fillQuoteWithPdf, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";
import { partnerPage, startPartnerSite, type PartnerSite } from "../helpers/partner-site.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLeadSite();
let partner: PartnerSite;
let partnerOrigin: string;

beforeAll(async () => {
  partner = await startPartnerSite(() =>
    partnerPage(
      "Roofers &amp; Sons",
      `<div data-widget="quote-form" data-partner="roofers"></div>`,
      `<script>window.qtoEvents = []; document.addEventListener("qto:error", (e) => window.qtoEvents.push(e.detail));</script>
      <script src="${site.origin}/widgets/embed.js" defer></script>`,
    ),
  );
  partnerOrigin = partner.origin;
});
afterAll(() => partner?.close());

const partnersScreen = (page: Page) => page.locator('[data-widget="staff-partners"] .qto');
const qtoErrors = (page: Page) => page.evaluate(() => (window as unknown as { qtoEvents: unknown[] }).qtoEvents);

describe("e2e: a partner page on an unlisted site", () => {
  it("keeps its quote, marked unlisted; after Block shows the refusal; after Allow sends again", async () => {
    const first = await openPage(site, partnerOrigin);
    let quote = await widget(first.page, "quote-form");
    await fillQuoteWithPdf(quote);
    await quote.getByRole("button", { name: "Request my quote" }).click();
    const reference = await confirmationReference(quote);
    expect(site.exported("quote").find((lead) => lead.reference === reference)?.partner).toBe("roofers");
    expect(first.errors).toEqual([]);
    await first.close();

    // The inbox and the lead's page say where it came from.
    const admin = await staffPage(site, "ada", { role: "admin", timeout: 10_000 });
    await admin.page.goto(`${site.origin}/staff/`);
    const inbox = admin.page.locator('[data-widget="staff-leads"] .qto');
    const row = inbox.locator("tbody tr", { hasText: reference });
    await expect.poll(() => row.textContent()).toContain(fromUnlistedSite(partnerOrigin));
    expect(await axeViolations(admin.page)).toEqual([]);
    await row.getByRole("link", { name: "Sam Park" }).click();
    const lead = admin.page.locator('[data-widget="staff-lead"] .qto');
    await lead.getByRole("heading", { name: "Quote request from Sam Park" }).waitFor();
    expect(await lead.textContent()).toContain(fromUnlistedSite(partnerOrigin));

    // The Partners screen lists the site; Block asks first.
    await admin.page.goto(`${site.origin}/staff/partners/`);
    const screen = partnersScreen(admin.page);
    const site_ = screen.locator(".unlisted tbody tr", { hasText: partnerOrigin });
    await expect.poll(() => site_.locator("td.num").textContent()).toBe("1");
    expect(await axeViolations(admin.page)).toEqual([]);
    await screen.getByRole("button", { name: `Block ${partnerOrigin}` }).click();
    const dialog = screen.locator("dialog[open]");
    await expect.poll(() => dialog.textContent()).toContain(ORIGIN_BLOCKED);
    expect(await axeViolations(admin.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Block site" }).click();
    await expect.poll(() => site_.textContent()).toMatch(/Blocked by ada/);
    expect(await axeViolations(admin.page)).toEqual([]);

    // The page's next quote is refused in words the visitor can act on, and nothing typed is lost.
    const second = await openPage(site, partnerOrigin, { uncaughtOnly: true });
    quote = await widget(second.page, "quote-form");
    await fillQuoteWithPdf(quote);
    await quote.getByRole("button", { name: "Request my quote" }).click();
    const alert = quote.locator(".failure");
    await expect.poll(() => alert.textContent()).toContain(ORIGIN_BLOCKED);
    expect(await alert.textContent()).not.toMatch(/connection/);
    expect(await alert.getByRole("button").count()).toBe(0);
    expect(await quote.locator('[name="project_title"]').inputValue()).toBe("Oak Grove Elementary");
    expect(await qtoErrors(second.page)).toContainEqual(
      expect.objectContaining({ widget: "quote-form", kind: "refused", message: ORIGIN_BLOCKED }),
    );
    expect(await axeViolations(second.page)).toEqual([]);
    expect(site.exported("quote")).toHaveLength(1);

    // Allow, in one click, lifts the block; the same page's form, sent again, goes through.
    await screen.getByRole("button", { name: `Allow ${partnerOrigin}` }).click();
    await expect.poll(() => screen.locator(".outcome").textContent()).toMatch(/is allowed, for 127\.0\.0\.1/);
    await expect.poll(() => screen.locator(".unlisted").textContent()).toMatch(/No unlisted site/);
    await quote.getByRole("button", { name: "Request my quote" }).click();
    const again = await confirmationReference(quote);
    expect(site.exported("quote").find((l) => l.reference === again)?.partner).toBe("roofers");
    expect(second.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await second.close();
    await admin.close();
  });
});
