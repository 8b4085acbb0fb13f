// The site settings screen in Chromium against the real server: an admin sees the home counters' fixed
// and live figures, switches to live counts, and a visitor's home page shows the desk's numbers at 320
// and 1280 px, as plain HTML; switching back restores the fixed numbers. axe-core finds nothing on the
// screen before and after the switch.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { insertProject } from "../../helpers/desk-projects.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLiveSite({ SEED_PROJECTS: "0" });
const FIXED = ["79", "22", "125", "66"];
const LIVE = ["03", "01", "02", "01"];

const screen = (page: Page) => page.locator('[data-widget="staff-settings"] .qto');

/** The home page's four numbers as a visitor at `width` px sees them (no animation: the HTML's own). */
async function homeCounters(width: number): Promise<string[]> {
  const { page, errors, close } = await openPage(site, "/", { width, reducedMotion: "reduce" });
  const numbers = await page.locator(".counter__value").allTextContents();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await close();
  expect(errors).toEqual([]);
  expect(overflow).toBe(false);
  return numbers.map((n) => n.trim());
}

describe("e2e: console site settings", () => {
  beforeAll(async () => {
    const closed = { closed_at: "2026-11-01T12:00:00Z" };
    for (let i = 0; i < 3; i++) await insertProject(site.app.db, { progress: 100 });
    await insertProject(site.app.db, { progress: 45 });
    await insertProject(site.app.db, { progress: 70, ...closed, awarded_company: "Acme Builders" });
    await insertProject(site.app.db, { progress: 80, ...closed });
    await insertProject(site.app.db, { progress: 100, publication: "draft" });
  });

  it("switches the home counters to live counts and back", async () => {
    expect(await homeCounters(1280)).toEqual(FIXED);

    const admin = await staffPage(site, "ada", { role: "admin" });
    await admin.page.goto(`${site.origin}/staff/settings/`);
    const table = screen(admin.page).locator("table");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(4);
    const cells = await table.locator("tbody tr").first().locator("td").allTextContents();
    expect(cells.slice(0, 3)).toEqual(["QTO Available", "79", "3"]);
    expect(await admin.page.getByRole("link", { name: "Site settings" }).getAttribute("aria-current")).toBe("page");
    expect(await axeViolations(admin.page)).toEqual([]);

    await screen(admin.page)
      .getByLabel(/Live counts from the project desk/)
      .check();
    await screen(admin.page).getByRole("button", { name: "Save" }).click();
    await expect.poll(() => screen(admin.page).locator(".outcome").textContent()).toMatch(/now shows live counts/);
    expect(await screen(admin.page).locator(".facts").textContent()).toMatch(/Last changed.*by ada/);
    expect(await axeViolations(admin.page)).toEqual([]);

    expect(await homeCounters(320)).toEqual(LIVE);
    expect(await homeCounters(1280)).toEqual(LIVE);
    await admin.page.reload();
    await expect.poll(() => screen(admin.page).locator(".facts dd").first().textContent()).toMatch(/by this server/);

    await screen(admin.page)
      .getByLabel(/Fixed numbers/)
      .check();
    await screen(admin.page).getByRole("button", { name: "Save" }).click();
    await expect.poll(() => screen(admin.page).locator(".outcome").textContent()).toMatch(/fixed numbers again/);
    expect(await homeCounters(320)).toEqual(FIXED);
    expect(admin.errors).toEqual([]);
    await admin.close();
  });
});
