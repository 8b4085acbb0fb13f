// The pages this site added to the legacy route table, the policies and the search page, held to the
// same bar as every route: no console error, no WCAG 2.2 AA violation, no sideways scrolling at 320 px.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite();
const PAGES = ["/privacy/", "/terms/", "/refunds/", "/accessibility/", "/search/"];

describe("e2e: policy and search pages", () => {
  it.each(PAGES)("%s loads without console errors or WCAG 2.2 AA violations", async (url) => {
    const { page, errors, close } = await openPage(site, url);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(PAGES)("%s does not scroll sideways at 320 px", async (url) => {
    const { page, close } = await openPage(site, url, { width: 320 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await close();
  });

  it("the footer's Privacy Policy link opens the policy, from any page", async () => {
    const { page, close } = await openPage(site, "/quote/");
    await page.click('.site-footer nav[aria-label="Legal"] a[href="/privacy/"]');
    await page.waitForURL(/\/privacy\/$/);
    expect(await page.textContent("h1")).toBe("Privacy Policy");
    await close();
  });
});
