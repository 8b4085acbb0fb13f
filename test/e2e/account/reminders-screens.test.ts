// The Reminders page and "Save this search" in Chromium, with the Reminders API answered by the browser
// (page.route) as contract/account/reminders.ts describes it, so the screens are checked on their own:
// axe-core finds nothing in each state, at 320 and 1280 px, and nothing overflows a phone's width. The
// journey against the real API is reminders.test.ts. SCREENSHOTS_DIR=dir saves each state to look at.
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { REMINDERS_API, type SavedSearch } from "../../../contract/account/reminders.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { newPage, type OpenedPage, useLiveSite } from "../helpers/live-site.ts";
import { registerCustomer } from "../helpers/register-customer.ts";

const site = useLiveSite({ SEED_PROJECTS: "12", JOBS_POLL_MS: "0" });
let visitor: OpenedPage;

const SEARCH: SavedSearch = {
  id: 31,
  name: "Schools in Texas",
  query: "keyword=school&location=TX",
  summary: "Keyword: school · Location: TX",
  frequency: "daily",
  paused: true,
  created_at: "2026-11-20T15:04:00.000Z",
  last_sent_at: "2026-11-23T07:00:00.000Z",
};
const STARRED = [
  { project_id: 1, title: "Oak Grove Elementary School Renovation", bid_date: "2026-12-15", days: [7, 1] },
  { project_id: 2, title: "Harbor Bridge", bid_date: null, days: [] },
];

/** The Reminders API as the contract describes it, `full` or empty, answered inside the browser. */
async function fakeApi(page: Page, { full = true, verified = false } = {}) {
  await page.unrouteAll();
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  await page.route(`**${REMINDERS_API.bidReminders}`, (route) =>
    json(route, 200, { verified, email: "robin@example.com", starred: full ? STARRED : [] }),
  );
  await page.route(`**${REMINDERS_API.savedSearches}`, (route) =>
    route.request().method() === "POST"
      ? json(route, 201, { ...SEARCH, ...route.request().postDataJSON(), id: 32 })
      : json(route, 200, { results: full ? [SEARCH] : [] }),
  );
  await page.route(`**${REMINDERS_API.savedSearch(SEARCH.id)}`, (route) =>
    json(route, 400, { name: ["Keep the name under 80 characters."] }),
  );
}

/** No axe-core finding and nothing wider than the window, at 320 and at 1280 px; saved when asked. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: width === 320 ? 800 : 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

const reminders = (page: Page) => page.locator('[data-widget="account-reminders"] .qto');

beforeAll(async () => {
  visitor = await newPage(site, { timeout: 8000, uncaughtOnly: true });
  await registerCustomer(site, visitor.page, { username: "robin_hale", email: "robin@example.com" });
});

describe("e2e: the Reminders screens (API answered in the browser)", () => {
  it("shows reminders and searches, the unverified notice, a rename refused and the delete dialog", async () => {
    const { page } = visitor;
    await fakeApi(page);
    await page.goto(`${site.origin}/account/reminders/`);
    const screen = reminders(page);
    await screen.getByText("Verify your address to get these e-mails").waitFor();
    await screen.getByRole("checkbox", { name: "1 day before" }).first().waitFor();
    await checkBothWidths(page, "reminders");

    await screen.getByRole("button", { name: "Rename Schools in Texas" }).click();
    await screen.getByRole("textbox", { name: "New name" }).fill("Texas schools, K-12");
    await screen.getByRole("button", { name: "Save name" }).click();
    await screen.getByText("Keep the name under 80 characters.").waitFor();
    await checkBothWidths(page, "reminders-rename");

    await screen.getByRole("button", { name: "Cancel" }).click();
    await screen.getByRole("button", { name: "Delete Schools in Texas" }).click();
    await screen.getByRole("dialog", { name: "Delete “Schools in Texas”?" }).waitFor();
    await checkBothWidths(page, "reminders-delete");
    await page.keyboard.press("Escape");
    await expect.poll(() => screen.getByRole("dialog").count()).toBe(0);
  });

  it("shows the empty states with the way to the board", async () => {
    const { page } = visitor;
    await fakeApi(page, { full: false, verified: true });
    await page.goto(`${site.origin}/account/reminders/`);
    await reminders(page).getByText("No saved searches yet.").waitFor();
    await checkBothWidths(page, "reminders-empty");
  });

  it("saves the board's search from its dialog and says where to manage it", async () => {
    const { page } = visitor;
    await fakeApi(page);
    await page.goto(`${site.origin}/Projects/?keyword=school`);
    const widget = page.locator('[data-widget="save-search"] .qto');
    await page.locator('[data-widget="project-board"] .card:not(.skeleton)').first().waitFor();
    await checkBothWidths(page, "board");
    await widget.getByRole("button", { name: "Save this search" }).click();
    const dialog = widget.getByRole("dialog", { name: "Save this search" });
    expect(await dialog.getByRole("textbox", { name: "Name" }).inputValue()).toBe("“school”");
    await dialog.getByRole("textbox", { name: "Name" }).fill("");
    await dialog.getByRole("button", { name: "Save search" }).click();
    await dialog.getByText("Name this search.").waitFor();
    await checkBothWidths(page, "save-search-dialog");
    await dialog.getByRole("textbox", { name: "Name" }).fill("School projects");
    await dialog.getByRole("radio", { name: /Instant e-mail/ }).check();
    await dialog.getByRole("button", { name: "Save search" }).click();
    await widget.getByText("Saved “School projects”.").waitFor();
    await checkBothWidths(page, "save-search-saved");
  });
});
