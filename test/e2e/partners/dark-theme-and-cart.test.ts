// A partner's page built from docs/partners.md alone: its dark theme snippet on a white page, the board,
// the detail and the quote form. Every widget paints its own surface, so axe's colour contrast holds;
// the board leaves the partner's address alone, Add to Cart hands the project to our /Cart/, and no star
// is offered (project-actions.tsx says why).
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";
import { partnerPage, startPartnerSite, type PartnerSite } from "../helpers/partner-site.ts";

/** The dark theme example of docs/partners.md, as a partner would copy it. */
function partnersDarkTheme(): string {
  const block = /```css\n([^`]*\[data-theme="dark"\][^`]*)```/.exec(readFileSync("docs/partners.md", "utf8"));
  if (!block) throw new Error("docs/partners.md has no ```css block with the dark theme");
  return block[1]!;
}

let partner: PartnerSite;
let partnerOrigin: string;
const site = useLiveSite(async () => {
  partner = await startPartnerSite((path) =>
    path === "/theme.css"
      ? // A white page, on purpose: the widgets' light text must not land on it.
        ["text/css", `body { background: #fff; color: #111; }\n${partnersDarkTheme()}`]
      : partnerPage(
          "Partner leads",
          `<div data-widget="project-board" data-theme="dark"></div>
          <h2>One project</h2><div data-widget="project-detail" data-project-id="1" data-theme="dark"></div>
          <h2>Get a quote</h2><div data-widget="quote-form" data-theme="dark"></div>`,
          `<link rel="stylesheet" href="/theme.css">
          <script src="${site.origin}/widgets/embed.js" defer></script>`,
        ),
  );
  partnerOrigin = partner.origin;
  return { SEED_PROJECTS: "12", ALLOWED_ORIGINS: partnerOrigin };
});
afterAll(() => partner?.close());

describe("e2e: a partner's page", () => {
  it("shows every widget in the dark theme of docs/partners.md with readable text (axe colour contrast)", async () => {
    const { page, errors, close } = await openPage(site, `${partnerOrigin}/leads/?campaign=fall`);
    const inWidget = (name: string, selector: string) =>
      page.locator(`[data-widget="${name}"]`).locator(selector).first();
    for (const [name, selector] of [
      ["project-board", ".card h3"],
      ["project-detail", "h2"],
      ["quote-form", "form"],
    ] as const) {
      await page.locator(`[data-widget="${name}"]`).scrollIntoViewIfNeeded();
      await inWidget(name, selector).waitFor();
    }
    const surface = await inWidget("quote-form", "label").evaluate((label) => {
      const container = label.closest(".qto")!;
      return [getComputedStyle(container).backgroundColor, getComputedStyle(label).color];
    });
    expect(surface).toEqual(["rgb(11, 37, 69)", "rgb(241, 245, 251)"]);
    expect(await axeViolations(page)).toEqual([]);

    // Changing the board's tab does not write into the partner's address.
    await inWidget("project-board", ".tabs button:last-child").click();
    await inWidget("project-board", '.tabs button:last-child[aria-pressed="true"]').waitFor();
    await inWidget("project-board", '.results[aria-busy="false"]').waitFor();
    expect(new URL(page.url()).search).toBe("?campaign=fall");
    expect(errors).toEqual([]);
    await close();
  });

  it("offers no favorite star and no Favorites tab, which the partner's storage could only keep from us", async () => {
    const { page, errors, close } = await openPage(site, `${partnerOrigin}/leads/`);
    const board = page.locator('[data-widget="project-board"] .qto');
    const detail = page.locator('[data-widget="project-detail"] .qto');
    await board.locator(".card h3").first().waitFor();
    await detail.locator("h2").first().waitFor();
    expect(await board.getByRole("link", { name: "Add to Cart" }).count()).toBeGreaterThan(0);
    expect(await page.locator(".star").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Favorite / }).count()).toBe(0);
    expect(await board.locator(".tabs button").allTextContents()).toEqual(["Active", "Past", "Featured"]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("hands Add to Cart over to our /Cart/, which opens with the project in it", async () => {
    const { page, close } = await openPage(site, `${partnerOrigin}/leads/`);
    const board = page.locator('[data-widget="project-board"]');
    await board.scrollIntoViewIfNeeded();
    const name = await board.locator(".card h3").first().textContent();
    await board.locator(".card").first().getByRole("link", { name: "Add to Cart" }).click();
    await page.waitForURL(/\/Cart\//);
    const cart = page.locator('[data-widget="cart"]');
    await expect.poll(() => cart.locator("tbody tr").first().textContent()).toContain(name);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("qto-cart")!))).toEqual([
      expect.objectContaining({ project_name: name, size: "small" }),
    ]);
    await close();
  });
});
