// The project board in Chromium on 250 seeded projects: every filter, tab, sort and page against the
// API's own answer, the URL as state, arriving from the header search, and the API down then back.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { newPage, openPage, useLiveSite } from "../helpers/live-site.ts";
import { amounts, api, boardOn, names, openBoard, settled } from "../helpers/project-board.ts";

const site = useLiveSite({ SEED_PROJECTS: "250" });

describe("e2e: project board", () => {
  it("shows the first page of active projects, sorted by bid date, without violations", async () => {
    const { board, page, errors, close } = await openBoard(site);
    const expected = await api(site, "tab=active");
    expect(await settled(board, expected.count)).toEqual(names(expected));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("narrows the list with every filter exactly as the API does", async () => {
    const { board, page, close } = await openBoard(site);
    await board.getByLabel("Keyword: project, company or city").fill("school");
    let expected = await api(site, "tab=active&keyword=school");
    expect(await settled(board, expected.count)).toEqual(names(expected));

    await board.getByLabel("Location").selectOption("TX");
    expected = await api(site, "tab=active&keyword=school&location=TX");
    await settled(board, expected.count);

    await board.getByLabel("Keyword: project, company or city").fill("");
    await board.locator('input[type="radio"][value="solicited"]').check();
    expected = await api(site, "tab=active&location=TX&status=solicited");
    await settled(board, expected.count);

    const division = board.locator(".divisions input").first();
    const code = (await division.getAttribute("value"))!;
    await division.check();
    expected = await api(site, `tab=active&location=TX&status=solicited&division=${code}`);
    await settled(board, expected.count);
    expect(page.url()).toContain(`division=${code}`);

    await board.getByRole("button", { name: "Clear all" }).click();
    await board.getByLabel("Minimum ($)").fill("1000000");
    await board.getByLabel("Maximum ($)").fill("3000000");
    expected = await api(site, "tab=active&amount_min=1000000&amount_max=3000000");
    await settled(board, expected.count);
    for (const amount of await amounts(board)) expect(amount >= 1_000_000 && amount <= 3_000_000).toBe(true);

    await board.getByRole("button", { name: "Clear all" }).click();
    await board.getByLabel("From", { exact: true }).fill("2026-12-01");
    await board.getByLabel("To", { exact: true }).fill("2027-01-31");
    expected = await api(site, "tab=active&bid_date_from=2026-12-01&bid_date_to=2027-01-31");
    expect(await settled(board, expected.count)).toEqual(names(expected));
    await close();
  });

  it("puts the API's message beside a filter it refuses, keeping the cards", async () => {
    const { board, page, close } = await openBoard(site);
    const shown = await board.locator(".card h3").allTextContents();
    await board.getByLabel("Minimum ($)").fill("-5");
    const minimum = board.getByLabel("Minimum ($)");
    await expect.poll(() => minimum.getAttribute("aria-invalid")).toBe("true");
    expect(await board.locator("#amount_min-error").textContent()).toBe("Enter a positive amount.");
    expect(await board.locator(".card h3").allTextContents()).toEqual(shown);
    expect(await axeViolations(page)).toEqual([]);
    await minimum.fill("10");
    await expect.poll(() => minimum.getAttribute("aria-invalid")).toBeNull();
    await close();
  });

  it("switches between the active, past and featured tabs", async () => {
    const { board, close } = await openBoard(site);
    for (const tab of ["past", "featured"]) {
      await board.getByRole("button", { name: tab[0]!.toUpperCase() + tab.slice(1), exact: true }).click();
      const expected = await api(site, `tab=${tab}`);
      expect(await settled(board, expected.count)).toEqual(names(expected));
    }
    expect(await board.locator(".card").count()).toBe(await board.locator(".card .badge:text('Featured')").count());
    await close();
  });

  it.each([
    ["-amount", "Amount, highest first"],
    ["amount", "Amount, lowest first"],
    ["-title", "Title, Z to A"],
    ["title", "Title, A to Z"],
    ["-bid_date", "Bid date, latest first"],
  ])("sorts the whole result by %s on the server", async (sort, label) => {
    const { board, close } = await openBoard(site);
    await board.getByLabel("Sort by").selectOption({ label });
    const expected = await api(site, `tab=active&sort=${sort}`);
    await settled(board, expected.count);
    // The count is the same in every order, so the cards may still be the last order's for a moment.
    await expect.poll(() => board.locator(".card h3").allTextContents()).toEqual(names(expected));
    const values = sort.endsWith("amount") ? await amounts(board) : await board.locator(".card h3").allTextContents();
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (!sort.endsWith("bid_date")) expect(values).toEqual(sort.startsWith("-") ? sorted.reverse() : sorted);
    await close();
  });

  it("pages through the result, and back and forward restore each view", async () => {
    const { board, page, close } = await openBoard(site);
    const first = await api(site, "tab=active");
    await settled(board, first.count);
    await board.getByRole("button", { name: "Next" }).click();
    const second = await api(site, "tab=active&page=2");
    await expect.poll(() => board.locator(".card h3").allTextContents()).toEqual(names(second));
    expect(await board.getByText(/^Page 2 of/).count()).toBe(1);
    await page.goBack();
    await expect.poll(() => board.locator(".card h3").allTextContents()).toEqual(names(first));
    await page.goForward();
    await expect.poll(() => board.locator(".card h3").allTextContents()).toEqual(names(second));
    await close();
  });

  it("arrives filtered from the header search, through the site search's link to the board", async () => {
    const { page, close } = await openPage(site, "/");
    await page.locator("header form").getByRole("searchbox").fill("clinic");
    await page.locator("header form").getByRole("combobox").selectOption("CA");
    await page.locator("header form").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\/\?q=clinic&location=CA/);
    const expected = await api(site, "tab=active&keyword=clinic&location=CA");
    await page.getByRole("link", { name: `All ${expected.count} on the board` }).click();
    await page.waitForURL(/\/Projects\/\?keyword=clinic&location=CA/);
    const board = boardOn(page);
    await board.locator(".card, .notice").first().waitFor();
    await settled(board, expected.count);
    expect(await board.getByLabel("Keyword: project, company or city").inputValue()).toBe("clinic");
    await close();
  });

  it("says what went wrong when the API is down, and Retry works once it is back", async () => {
    const { page, close } = await newPage(site);
    await page.route("**/reactapp/projects/**", (route) => route.abort("connectionrefused"));
    await page.goto(`${site.origin}/Projects/`);
    const board = boardOn(page);
    await board
      .getByRole("alert")
      .getByText(/could not reach our server/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute("**/reactapp/projects/**");
    await board.getByRole("button", { name: "Retry" }).click();
    await settled(board, (await api(site, "tab=active")).count);
    await close();
  });
});
