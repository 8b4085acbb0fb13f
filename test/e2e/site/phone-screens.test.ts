// Phones: the header's navigation and search behind "Menu" and "Search" so the page's heading and first
// line are on the first screen (568 px tall at 320 px wide), the quote button always in sight, both panels
// opened by keyboard and without JavaScript, and all of it open on wide screens; the board's filters
// behind one button; the project's tabs in rows.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite();
const FIRST_SCREEN = 568;

const menuButton = (page: Page) => page.locator("summary", { hasText: "Menu" });
const searchButton = (page: Page) => page.locator("summary", { hasText: "Search" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const keywords = (page: Page) => page.getByRole("searchbox", { name: "Keywords" });

describe("e2e: the header on a phone", () => {
  it.each(["/", "/AboutUS/", "/Projects/", "/quote/"])(
    "%s shows its heading, the first line under it and the quote button on the first screen",
    async (route) => {
      const { page, close } = await openPage(site, route, { width: 320 });
      const layout = await page.evaluate(() => {
        const paragraph = document.querySelector("h1 ~ p")!;
        return {
          headingBottom: document.querySelector("h1")!.getBoundingClientRect().bottom,
          firstLineBottom: paragraph.getBoundingClientRect().top + parseFloat(getComputedStyle(paragraph).lineHeight),
          quoteBottom: document.querySelector(".masthead__quote")!.getBoundingClientRect().bottom,
        };
      });
      expect(layout.headingBottom).toBeLessThanOrEqual(FIRST_SCREEN);
      expect(layout.firstLineBottom).toBeLessThanOrEqual(FIRST_SCREEN);
      expect(layout.quoteBottom).toBeLessThanOrEqual(FIRST_SCREEN);
      expect(await page.getByRole("link", { name: "Get Free Quote" }).first().isVisible()).toBe(true);
      await close();
    },
  );

  it("opens the menu and the search from the keyboard, axe-clean closed and open", async () => {
    const { page, errors, close } = await openPage(site, "/AboutUS/", { width: 320 });
    expect(await mainNav(page).isVisible()).toBe(false);
    expect(await keywords(page).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    expect(await mainNav(page).getByRole("link", { name: "Projects" }).isVisible()).toBe(true);
    expect(await mainNav(page).getByRole("link", { name: "Blog" }).isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");

    await searchButton(page).focus();
    await page.keyboard.press("Space");
    await keywords(page).focus();
    await page.keyboard.type("school");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\/\?q=school/);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens the menu without JavaScript", async () => {
    const { page, close } = await openPage(site, "/ContactUs/", { width: 320, javaScriptEnabled: false });
    await menuButton(page).click();
    await mainNav(page).getByRole("link", { name: "Solutions" }).click();
    await page.waitForURL(/\/Services\/$/);
    await close();
  });

  it("shows navigation and search with no toggles on wide screens", async () => {
    for (const width of [768, 1280]) {
      const { page, close } = await openPage(site, "/AboutUS/", { width });
      expect(await menuButton(page).isVisible()).toBe(false);
      expect(await searchButton(page).isVisible()).toBe(false);
      expect(await mainNav(page).getByRole("link", { name: "Contact Us" }).isVisible()).toBe(true);
      expect(await keywords(page).isVisible()).toBe(true);
      await close();
    }
  });

  it("links the stats board and the core values from Home and About", async () => {
    for (const route of ["/", "/AboutUS/"]) {
      const { page, close } = await openPage(site, route);
      const hrefs = await page.$$eval("main a", (links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(expect.arrayContaining(["/StatsBoard/", "/CoreValues/"]));
      await close();
    }
  });

  it("keeps the board's filters behind a button that counts them, and open on wide screens", async () => {
    const { page, errors, close } = await openPage(site, "/Projects/", { width: 320 });
    const toggle = page.locator(".filters-panel > summary");
    const keyword = page.getByRole("searchbox", { name: "Keyword: project, company or city" });
    await page.locator(".card").first().waitFor();
    expect(await toggle.textContent()).toBe("Filters (0 active)");
    expect(await keyword.isVisible()).toBe(false);
    // Polled: the board may render its cards again as its facets arrive.
    await expect.poll(async () => (await page.locator(".card").first().boundingBox())?.y).toBeLessThan(1000);
    expect(await axeViolations(page)).toEqual([]);

    await toggle.focus();
    await page.keyboard.press("Enter");
    await keyword.fill("school");
    await expect.poll(() => toggle.textContent()).toBe("Filters (1 active)");
    // The cards dim while the filtered page loads; axe reads them once they are back.
    await expect.poll(() => page.locator(".results").getAttribute("aria-busy")).toBe("false");
    await expect.poll(() => page.locator(".cards").evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();

    const wide = await openPage(site, "/Projects/?location=TX", { width: 1280 });
    await wide.page.locator(".card").first().waitFor();
    expect(await wide.page.locator(".filters-panel > summary").isVisible()).toBe(false);
    expect(await wide.page.getByRole("searchbox", { name: "Keyword: project, company or city" }).isVisible()).toBe(
      true,
    );
    await wide.close();
  });

  it("wraps the project's six tabs into rows at 320 px, none cut off", async () => {
    const { page, close } = await openPage(site, "/ProjectDetail/5", { width: 320 });
    const tabs = page.getByRole("tab");
    await tabs.first().waitFor();
    expect(await tabs.count()).toBe(6);
    const list = (await page.getByRole("tablist").boundingBox())!;
    const rows = new Set<number>();
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(list.x);
      expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
      rows.add(Math.round(box.y));
    }
    expect(rows.size).toBe(3);
    await close();
  });

  it("shows the quote form's CSI divisions with whole labels and ten or more at a time on a 320 × 568 screen", async () => {
    const { page, close } = await openPage(site, "/quote/", { width: 320 });
    await page.setViewportSize({ width: 320, height: FIRST_SCREEN });
    const list = page.locator(".qto .choices");
    await list.waitFor();
    const layout = await list.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const labels = [...el.querySelectorAll(".choice")].map((label) => label.getBoundingClientRect());
      return {
        total: labels.length,
        clipped: labels.filter((label) => label.right > box.right).length,
        shown: labels.filter((label) => label.bottom <= box.bottom).length,
      };
    });
    expect(layout.total).toBeGreaterThan(20);
    expect(layout.clipped).toBe(0);
    expect(layout.shown).toBeGreaterThanOrEqual(10);
    await close();
  });

  it.each([320, 390])("keeps the checkout's accepted cards in whole phrases at %i px", async (width) => {
    const { page, close } = await openPage(site, "/CheckOut/", { width });
    // Each phrase ("We accept", "and American Express, Discover") on one line, none squeezed into a column.
    const heights = await page
      .locator(".secure-payment__cards span")
      .evaluateAll((spans) =>
        spans.map((span) => span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
      );
    expect(heights).toEqual([1, 1]);
    await close();
  });
});
