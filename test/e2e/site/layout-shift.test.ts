// Widgets replace their placeholders without moving the page (Cumulative Layout Shift,
// https://web.dev/articles/cls, a third of Lighthouse's mobile score weight with LCP and TBT): on
// /Projects/ the "Save this search" placeholder has the widget's height at every width, and the board's
// slot keeps the footer out of the first view, so neither the board nor the footer is pushed when the
// widgets mount. The header's account links are left out: their placeholder belongs to the account menu.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { boardOn, boardShown } from "../helpers/project-board.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite();

/** The elements that moved since the page started loading, outside the site header, as "tag.class". */
const shiftedOutsideHeader = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const header = document.querySelector("header");
        new PerformanceObserver((list) => {
          const sources = (list.getEntries() as unknown as { sources: { node?: Node }[] }[]).flatMap(
            (shift) => shift.sources,
          );
          resolve(
            sources
              .map((source) => source.node)
              .filter((node): node is Element => node instanceof Element && !header?.contains(node))
              .map((node) => `${node.localName}.${node.className}`),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // With no entry at all the observer is never called: nothing has moved.
        setTimeout(() => resolve([]), 500);
      }),
  );

describe("e2e: layout shift", () => {
  it.each([320, 412, 1280])(
    "/Projects/ at %i px: the widgets mount without moving the board or footer",
    async (width) => {
      const { page, close } = await openPage(site, "/Projects/", { width });
      await boardShown(boardOn(page));
      await page.locator('[data-widget="save-search"] .qto button').waitFor();
      await page.waitForLoadState("networkidle");
      expect(await shiftedOutsideHeader(page)).toEqual([]);
      await close();
    },
  );
});
