// The board's filters on a phone (390 px) in Chromium, on 250 seeded projects: the open panel runs far
// past the screen, so a bar at the screen's foot says how many projects the filters leave and closes the
// panel onto them, focus on the results' heading. From 900 px the results sit beside the filters and
// the bar is not shown.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";
import { api, boardOn, boardShown, settled } from "../helpers/project-board.ts";

const site = useLiveSite({ SEED_PROJECTS: "250" });

async function openPhoneBoard(width = 390) {
  const opened = await openPage(site, "/Projects/", { width });
  const board = boardOn(opened.page);
  await boardShown(board);
  return { ...opened, board };
}

/** Whether `element` lies wholly inside the page's 900 px tall viewport. */
const onScreen = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return box.y >= 0 && box.y + box.height <= 900;
};

const focused = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-widget="project-board"]')!.shadowRoot ?? document;
    return root.activeElement?.outerHTML.replace(/>.*/s, ">");
  });

describe("e2e: the board's filters on a phone", () => {
  it("keeps Show N projects at the screen's foot with the live count, and closes onto the results", async () => {
    const { page, board, errors, close } = await openPhoneBoard();
    const all = await api(site, "tab=active");
    await settled(board, all.count);
    await board.getByText("Filters (0 active)").click();
    const show = board.locator(".show-results button");
    // Open, the panel is far taller than the screen and the results lie below it, out of sight.
    expect((await board.locator(".filters-panel").boundingBox())!.height).toBeGreaterThan(1000);
    expect(await onScreen(board.locator(".summary-line h3"))).toBe(false);
    expect(await show.textContent()).toBe(`Show ${all.count} projects`);
    for (const section of ["Keyword", "Status", "Division"]) {
      await board.locator("summary", { hasText: section }).scrollIntoViewIfNeeded();
      expect(await onScreen(show), section).toBe(true);
      expect((await show.boundingBox())!.y + (await show.boundingBox())!.height).toBeGreaterThan(850);
    }
    // The trade groupings under their own legend, after the CSI divisions.
    expect(await board.locator(".divisions legend").allTextContents()).toEqual(["CSI divisions", "Trade groupings"]);
    expect(await axeViolations(page)).toEqual([]);

    // The count follows the filters: one project, then none.
    const keyword = board.getByLabel("Keyword: project, company or city");
    const one = all.results.find((p) => !all.results.some((o) => o !== p && o.project_name.includes(p.project_name)))!;
    await keyword.fill(one.project_name);
    const matching = await api(site, `tab=active&keyword=${encodeURIComponent(one.project_name)}`);
    await settled(board, matching.count);
    expect(await show.textContent()).toBe(matching.count === 1 ? "Show 1 project" : `Show ${matching.count} projects`);
    expect(matching.count).toBe(1);
    await keyword.fill("zzqx no such project");
    await settled(board, 0);
    expect(await show.textContent()).toBe("No projects match");
    expect(await axeViolations(page)).toEqual([]);

    // Show closes the panel and brings the results into view, their heading focused for the keyboard.
    await keyword.fill("");
    await settled(board, all.count);
    await board.locator("summary", { hasText: "Division" }).scrollIntoViewIfNeeded();
    await show.click();
    await expect.poll(() => board.locator(".filters-panel").getAttribute("open")).toBeNull();
    expect(await focused(page)).toMatch(/^<h3 aria-live="polite" tabindex="-1">$/);
    expect(await board.locator(".summary-line h3").textContent()).toBe(`${all.count} projects`);
    expect(await onScreen(board.locator(".summary-line h3"))).toBe(true);
    await page.keyboard.press("Tab");
    // Tab goes on from the heading to the results' first control, not back into the closed filters.
    expect(await focused(page)).toContain('download="project-leads.csv"');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("does not show the bar from 900 px, where the results sit beside the filters; the divisions in two labelled groups", async () => {
    const { board, close } = await openPhoneBoard(1280);
    const bar = board.locator(".show-results button");
    expect(await bar.count()).toBe(1);
    expect(await bar.isVisible()).toBe(false);
    expect(await board.locator(".divisions legend").allTextContents()).toEqual(["CSI divisions", "Trade groupings"]);
    await close();
  });
});
