// The console's screens as a desk reads them, in Chromium: the leads inbox fits 1280 px without sideways
// scrolling, with the long values real leads carry; an order names its size, country and state in words
// and links each project, and fits a phone; the header's "Sign out" is set like "Public site" beside it.
// axe-core finds nothing on these screens.
import { beforeAll, describe, expect, it } from "vitest";
import { buy, signedIn } from "../../helpers/accounts.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { VALID_LEADS } from "../../helpers/leads.ts";
import { useLiveSite } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLiveSite({ SEED_PROJECTS: "3" });
const LONG_LEAD = {
  ...VALID_LEADS.quote.body,
  full_name: "Maximiliana Alexandra Richardson-Montgomery",
  company_name: "Northwestern Regional Mechanical & Plumbing Contractors, LLC",
  email: "procurement.department.estimating@northwesternregionalmechanical.com",
  partner: "northwest-regional-builders-exchange",
  source_page: "https://www.qtosolutions.com/solutions/commercial-construction-quantity-takeoff-services/",
};
let orderId = 0;

beforeAll(async () => {
  for (let sent = 0; sent < 3; sent++) {
    const response = await site.app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload: LONG_LEAD });
    expect(response.statusCode, response.body).toBe(201);
  }
  const buyer = await signedIn(site.app, "robin_hale");
  const { order } = await buy(site.app, buyer, {
    lines: [{ project_id: 1, size: "medium" }],
    name_on_card: "Robin Hale",
    address: "500 Howard St",
    city: "San Francisco",
    zip: "94105",
    country: "US",
    state: "CA",
  });
  const row = await site.app.db
    .selectFrom("orders")
    .select("id")
    .where("number", "=", order.number)
    .executeTakeFirstOrThrow();
  orderId = Number(row.id);
});

describe("e2e: the console's screens at a desk's width", () => {
  it("fits the leads inbox in 1280 px with long names, e-mails, partners and pages", async () => {
    const { page, errors, close } = await staffPage(site, "fit-fran", { width: 1280 });
    await page.goto(`${site.origin}/staff/`);
    const inbox = page.locator('[data-widget="staff-leads"] .qto');
    await expect.poll(() => inbox.locator("tbody tr").count()).toBe(3);
    await inbox.getByText(LONG_LEAD.source_page).first().waitFor();
    const [scrollWidth, clientWidth] = await inbox
      .locator(".table-frame")
      .evaluate((frame) => [frame.scrollWidth, frame.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("sets the header's Sign out in the size and face of Public site beside it", async () => {
    const { page, close } = await staffPage(site, "fit-sasha", { width: 1280 });
    await page.goto(`${site.origin}/staff/`);
    const font = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => [getComputedStyle(e).fontSize, getComputedStyle(e).fontFamily]);
    expect(await font('[data-widget="staff-sign-out"] button')).toEqual(await font(".console-header__site"));
    await close();
  });

  it("names an order's size, country and state by their labels and links its project", async () => {
    const { page, errors, close } = await staffPage(site, "fit-omar", { width: 1280 });
    await page.goto(`${site.origin}/staff/order/?id=${orderId}`);
    const summary = page.locator('[data-widget="staff-order"] .qto section[aria-labelledby="summary-heading"]');
    await summary.locator("tbody tr").first().waitFor();
    const line = summary.locator("tbody tr").first();
    expect(await line.locator("td").nth(1).textContent()).toBe("Medium");
    expect(await line.locator("a").getAttribute("href")).toBe("/staff/project/?id=1");
    await summary.getByText("United States").waitFor();
    await summary.getByText("California").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await line.locator("a").click();
    await page.waitForURL("**/staff/project/?id=1");
    await page.locator('[data-widget="staff-project"] .qto .project__head h2').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps an order's page within a phone's width: its lines' table scrolls in its own frame", async () => {
    const { page, close } = await staffPage(site, "fit-pia", { width: 390 });
    await page.goto(`${site.origin}/staff/order/?id=${orderId}`);
    await page.locator('[data-widget="staff-order"] .qto tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
