// A page with the reviews carousel still reports its Largest Contentful Paint: a scroll ends LCP, and a
// scroll-snap track whose first snap position is not where it starts is scrolled by Chromium on load.
// Without an LCP, Lighthouse cannot score the page at all (NO_LCP).
import { describe, expect, it } from "vitest";
import { openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite();

describe("e2e: largest contentful paint", () => {
  it.each(["/", "/AboutUS/"])("%s reports an LCP and its reviews track has not moved", async (url) => {
    const { page, close } = await openPage(site, url, { width: 412 });
    await page.waitForLoadState("networkidle");
    const entries = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
        }),
    );
    expect(entries).toBeGreaterThan(0);
    expect(await page.$eval(".carousel__track", (track) => track.scrollLeft)).toBe(0);
    await close();
  });
});
