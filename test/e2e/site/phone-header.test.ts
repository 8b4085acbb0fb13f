// The header on a phone: navigation and search behind "Menu" and "Search" so the page's heading and first
// line are on the first screen (568 px tall at 320 px wide), the quote button always in sight, both panels
// opened by keyboard and without JavaScript, and all of it open on wide screens.
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
    await page.waitForURL(/\/Projects\/\?keyword=school/);
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
});
