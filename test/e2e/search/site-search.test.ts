// Site search in Chromium: the header box goes to /search/, which lists matching pages (Pagefind's index of
// the built site) and matching project leads together, and both boxes keep what was typed.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { newPage, openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite();

const hits = (section: string) => `[data-search-${section}] .search-hit a`;

describe("e2e: site search", () => {
  it("the header box takes the visitor to /search/, which finds the blog article about addenda and keeps the query", async () => {
    const { page, errors, close } = await newPage(site);
    await page.goto(`${site.origin}/Services/`);
    await page.fill('.search-strip input[type="search"]', "addenda");
    await page.click('.search-strip button[type="submit"]');
    await page.waitForURL(/\/search\/\?q=addenda/);
    const pageLinks = page.locator(hits("pages"));
    await pageLinks.first().waitFor();
    const found = await pageLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(found).toContain("/Blog_Detail5/");
    await expect.poll(() => page.textContent("[data-search-status]")).toMatch(/"addenda": \d+ pages? and/);
    expect(await page.inputValue('.search-strip input[type="search"]')).toBe("addenda");
    expect(await page.inputValue("[data-search-query]")).toBe("addenda");
    expect(await page.locator("[data-search-pages] mark").first().textContent()).toMatch(/addend/i);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a project's keyword finds that project among the leads, with a link to the board", async () => {
    const list = await fetch(`${site.origin}/reactapp/projects/projects/?page_size=1`).then((r) => r.json());
    const project = list.results[0];
    const keyword = project.project_name.split(" ").find((word: string) => word.length > 4);
    const { page, errors, close } = await openPage(site, `/search/?q=${encodeURIComponent(keyword)}`);
    const projectLinks = page.locator(hits("projects"));
    await projectLinks.first().waitFor();
    const names = await projectLinks.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain(keyword.toLowerCase());
    const board = page.locator("[data-search-projects] .search-more a");
    expect(await board.getAttribute("href")).toBe(`/Projects/?keyword=${encodeURIComponent(keyword)}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a word found nowhere says so in both lists, and the console and checkout are never results", async () => {
    const { page, errors, close } = await openPage(site, "/search/?q=zyxwvut");
    await expect.poll(() => page.textContent("[data-search-status]")).toBe('"zyxwvut": 0 pages and 0 project leads.');
    expect(await page.textContent("[data-search-pages]")).toContain('No page mentions "zyxwvut"');
    expect(await page.textContent("[data-search-projects]")).toContain("No project out for bid matches");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${site.origin}/search/?q=billing`);
    await expect.poll(() => page.textContent("[data-search-status]")).toMatch(/^"billing"/);
    const urls = await page.locator(hits("pages")).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(urls.filter((url) => /^\/(staff|Cart|CheckOut|login|Register)\//.test(url ?? ""))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
