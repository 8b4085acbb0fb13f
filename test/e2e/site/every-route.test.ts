// Every route of the public site in Chromium: no console error, no WCAG 2.2 AA violation, no sideways
// scrolling on a small phone, and the 404 page.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { ROUTES } from "../../helpers/site.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite();

describe("e2e: every route", () => {
  it.each(ROUTES)("$url loads without console errors and without WCAG 2.2 AA violations", async ({ url }) => {
    const { page, errors, close } = await openPage(site, url);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(ROUTES)("$url does not scroll sideways at 320 px", async ({ url }) => {
    const { page, close } = await openPage(site, url, { width: 320 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await close();
  });

  it("the 404 page answers 404 and is accessible", async () => {
    const { page, response, close } = await openPage(site, "/no-such-page");
    expect(response!.status()).toBe(404);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
