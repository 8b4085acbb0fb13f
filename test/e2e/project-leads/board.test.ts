// The project board and detail in Chromium on 250 seeded projects: every filter, tab, sort and page
// against the API's own answer, the URL as state, favorites, the cart, the detail, and failures.
import type { FastifyInstance } from "fastify";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page as ApiPage, ProjectCard, ProjectDetail } from "../../contract/schemas/projects.ts";
import { axeViolations, launchBrowser } from "../helpers/browser.ts";
import { startServer } from "../helpers/server.ts";

let app: FastifyInstance;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  ({ app, origin } = await startServer({ SEED_PROJECTS: "250" }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The API's answer for the same query, to compare the board with. */
async function api(query: string): Promise<ApiPage<ProjectCard>> {
  const response = await app.inject({ url: `/reactapp/projects/projects/?format=json&page_size=12&${query}` });
  return response.json();
}

async function openBoard(path = "/Projects/", { waitForBoard = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(5000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(origin + path);
  const board = page.locator('[data-widget="project-board"] .qto');
  if (waitForBoard) await board.locator(".card:not(.skeleton), .notice").first().waitFor();
  return { page, board, errors, close: () => context.close() };
}

/** Waits for the board to settle on `count` results and returns the visible cards' names. */
async function settled(board: Locator, count: number) {
  await expect
    .poll(() => board.locator(".summary-line p").textContent())
    .toBe(`${count} project${count === 1 ? "" : "s"}`);
  await expect.poll(() => board.locator(".results").getAttribute("aria-busy")).toBe("false");
  return board.locator(".card h3").allTextContents();
}

const amounts = async (board: Locator) =>
  (await board.locator(".amount").allTextContents()).map((text) => Number(text.replace(/[$,]/g, "")));

describe("e2e: project board", () => {
  it("shows the first page of active projects, sorted by bid date, without violations", async () => {
    const { board, page, errors, close } = await openBoard();
    const expected = await api("tab=active");
    expect(await settled(board, expected.count)).toEqual(expected.results.map((p) => p.project_name));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("narrows the list with every filter exactly as the API does", async () => {
    const { board, page, close } = await openBoard();
    await board.getByLabel("Keyword: project, company or city").fill("school");
    let expected = await api("tab=active&keyword=school");
    expect(await settled(board, expected.count)).toEqual(expected.results.map((p) => p.project_name));

    await board.getByLabel("Location").selectOption("TX");
    expected = await api("tab=active&keyword=school&location=TX");
    await settled(board, expected.count);

    await board.getByLabel("Keyword: project, company or city").fill("");
    await board.locator('input[type="radio"][value="solicited"]').check();
    expected = await api("tab=active&location=TX&status=solicited");
    await settled(board, expected.count);

    const division = board.locator(".divisions input").first();
    const code = (await division.getAttribute("value"))!;
    await division.check();
    expected = await api(`tab=active&location=TX&status=solicited&division=${code}`);
    await settled(board, expected.count);
    expect(page.url()).toContain(`division=${code}`);

    await board.getByRole("button", { name: "Clear all" }).click();
    await board.getByLabel("Minimum ($)").fill("1000000");
    await board.getByLabel("Maximum ($)").fill("3000000");
    expected = await api("tab=active&amount_min=1000000&amount_max=3000000");
    await settled(board, expected.count);
    for (const amount of await amounts(board)) expect(amount >= 1_000_000 && amount <= 3_000_000).toBe(true);

    await board.getByRole("button", { name: "Clear all" }).click();
    await board.getByLabel("From", { exact: true }).fill("2026-12-01");
    await board.getByLabel("To", { exact: true }).fill("2027-01-31");
    expected = await api("tab=active&bid_date_from=2026-12-01&bid_date_to=2027-01-31");
    expect(await settled(board, expected.count)).toEqual(expected.results.map((p) => p.project_name));
    await close();
  });

  it("puts the API's message beside a filter it refuses, keeping the cards", async () => {
    const { board, page, close } = await openBoard();
    const names = await board.locator(".card h3").allTextContents();
    await board.getByLabel("Minimum ($)").fill("-5");
    const minimum = board.getByLabel("Minimum ($)");
    await expect.poll(() => minimum.getAttribute("aria-invalid")).toBe("true");
    expect(await board.locator("#amount_min-error").textContent()).toBe("Enter a positive amount.");
    expect(await board.locator(".card h3").allTextContents()).toEqual(names);
    expect(await axeViolations(page)).toEqual([]);
    await minimum.fill("10");
    await expect.poll(() => minimum.getAttribute("aria-invalid")).toBeNull();
    await close();
  });

  it("switches between the active, past and featured tabs", async () => {
    const { board, close } = await openBoard();
    for (const tab of ["past", "featured"]) {
      await board.getByRole("button", { name: tab[0]!.toUpperCase() + tab.slice(1), exact: true }).click();
      const expected = await api(`tab=${tab}`);
      expect(await settled(board, expected.count)).toEqual(expected.results.map((p) => p.project_name));
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
    const { board, close } = await openBoard();
    await board.getByLabel("Sort by").selectOption({ label });
    const expected = await api(`tab=active&sort=${sort}`);
    expect(await settled(board, expected.count)).toEqual(expected.results.map((p) => p.project_name));
    const values = sort.endsWith("amount") ? await amounts(board) : await board.locator(".card h3").allTextContents();
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (!sort.endsWith("bid_date")) expect(values).toEqual(sort.startsWith("-") ? sorted.reverse() : sorted);
    await close();
  });

  it("pages through the result, and back and forward restore each view", async () => {
    const { board, page, close } = await openBoard();
    const first = await api("tab=active");
    await settled(board, first.count);
    await board.getByRole("button", { name: "Next" }).click();
    const second = await api("tab=active&page=2");
    await expect
      .poll(() => board.locator(".card h3").allTextContents())
      .toEqual(second.results.map((p) => p.project_name));
    expect(await board.getByText(/^Page 2 of/).count()).toBe(1);
    await page.goBack();
    await expect
      .poll(() => board.locator(".card h3").allTextContents())
      .toEqual(first.results.map((p) => p.project_name));
    await page.goForward();
    await expect
      .poll(() => board.locator(".card h3").allTextContents())
      .toEqual(second.results.map((p) => p.project_name));
    await close();
  });

  it("arrives filtered from the header search", async () => {
    const { page, close } = await openBoard("/", { waitForBoard: false });
    await page.locator("header form").getByRole("searchbox").fill("clinic");
    await page.locator("header form").getByRole("combobox").selectOption("CA");
    await page.locator("header form").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/Projects\/\?keyword=clinic&location=CA/);
    const board = page.locator('[data-widget="project-board"] .qto');
    const expected = await api("tab=active&keyword=clinic&location=CA");
    await board.locator(".card, .notice").first().waitFor();
    await settled(board, expected.count);
    expect(await board.getByLabel("Keyword: project, company or city").inputValue()).toBe("clinic");
    await close();
  });

  it("keeps favorites in local storage and lists them on the Favorites tab", async () => {
    const { board, page, close } = await openBoard();
    const name = (await board.locator(".card h3").first().textContent())!;
    await board.getByRole("button", { name: `Favorite ${name}` }).click();
    expect(await board.getByRole("button", { name: `Favorite ${name}` }).getAttribute("aria-pressed")).toBe("true");
    await board.getByRole("button", { name: "Favorites", exact: true }).click();
    expect(await settled(board, 1)).toEqual([name]);
    await board.getByRole("button", { name: `Favorite ${name}` }).click();
    await board.getByText("No favorites yet").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("qto-favorites"))).toBe("[]");
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it("adds a project to the cart, shared with the detail page", async () => {
    const { board, page, close } = await openBoard();
    const card = board.locator(".card").first();
    const id = Number((await card.locator("h3 a").getAttribute("href"))!.split("/").pop());
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await card.getByRole("link", { name: "In cart: view cart" }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("qto-cart")))!)[0].project_id).toBe(id);
    await page.goto(`${origin}/ProjectDetail/${id}`);
    await page
      .locator('[data-widget="project-detail"] .qto')
      .getByRole("link", { name: "In cart: view cart" })
      .waitFor();
    await close();
  });

  it("says what went wrong when the API is down, and Retry works once it is back", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    await page.route("**/reactapp/projects/**", (route) => route.abort("connectionrefused"));
    await page.goto(`${origin}/Projects/`);
    const board = page.locator('[data-widget="project-board"] .qto');
    await board
      .getByRole("alert")
      .getByText(/could not reach our server/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute("**/reactapp/projects/**");
    await board.getByRole("button", { name: "Retry" }).click();
    await settled(board, (await api("tab=active")).count);
    await context.close();
  });
});

describe("e2e: project detail", () => {
  it("shows the API's data, the document counts, and names the page after the project", async () => {
    const detail: ProjectDetail = (await app.inject({ url: "/reactapp/projects/projects/5/?format=json" })).json();
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    await page.goto(`${origin}/ProjectDetail/5`);
    const widget = page.locator('[data-widget="project-detail"] .qto');
    await widget.getByRole("heading", { name: detail.project_name }).waitFor();
    await expect.poll(() => page.title()).toBe(`${detail.project_name} | QTO Solutions`);
    expect(await page.locator("h1").textContent()).toBe(detail.project_name);
    expect(await page.locator('nav[aria-label="Breadcrumb"]').textContent()).toMatch(
      new RegExp(`Home\\s*Projects\\s*${detail.project_name}`),
    );
    expect(await widget.getByText(detail.solicitation).count()).toBeGreaterThan(0);
    for (const [key, label] of [
      ["specs", "Specs"],
      ["plans", "Plans"],
      ["qtos", "QTOs"],
      ["addendums", "Addendums"],
      ["videos", "QTO Video"],
    ] as const) {
      const tab = widget.getByRole("tab", { name: `${label} (${detail.documents[key].length})` });
      await tab.click();
      expect(await widget.locator("tbody tr").count()).toBe(detail.documents[key].length);
    }
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent("download");
    await widget.getByRole("button", { name: "Add to calendar" }).click();
    expect((await download).suggestedFilename()).toBe("project-5.ics");
    await context.close();
  });

  it("says the project is not found for an unknown id, with a way back to the board", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    await page.goto(`${origin}/ProjectDetail/999999`);
    const widget = page.locator('[data-widget="project-detail"] .qto');
    await widget.getByRole("heading", { name: "Project not found" }).waitFor();
    expect(await widget.getByRole("link", { name: "Browse project leads" }).getAttribute("href")).toMatch(
      /\/Projects\/$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
