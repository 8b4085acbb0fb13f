// The sample deliverable is shown where a visitor decides (Home, Services, Sample): previews of the
// marked-up plan and the take-off spreadsheet, made with the site from the same sample project, sized so
// nothing moves as they load, each with a download of the real file.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileFor, parsePage } from "../helpers/site.ts";

describe("pages: the sample deliverable", () => {
  it.each(["/", "/Services/", "/Sample/"])("%s previews the plan and the spreadsheet and offers both", (url) => {
    const doc = parsePage(url);
    const figures = [...doc.querySelectorAll(".deliverable figure")];
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      const img = figure.querySelector("img")!;
      expect(img.getAttribute("alt")!.length).toBeGreaterThan(40);
      expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
      expect(readFileSync(fileFor(img.getAttribute("src")!), "utf8")).toMatch(/^<svg /);
      const download = figure.querySelector("a[download]")!;
      expect(existsSync(fileFor(download.getAttribute("href")!)), download.getAttribute("href")!).toBe(true);
    }
    const hrefs = figures.map((figure) => figure.querySelector("a[download]")!.getAttribute("href"));
    expect(hrefs).toEqual(["/samples/qto-sample-plan.pdf", "/samples/qto-sample-new-school.xlsx"]);
  });

  it("the previews quote the quantities of the files: the plan's legend and the spreadsheet's first lines", () => {
    const plan = readFileSync(fileFor("/samples/plan-preview.svg"), "utf8");
    expect(plan).toContain("5,280 SF · 09 22 16");
    expect(plan).toContain("12 EA · 08 11 13");
    const takeoff = readFileSync(fileFor("/samples/takeoff-preview.svg"), "utf8");
    expect(takeoff).toContain("Slab on grade, 4&#34; concrete, 3,000 psi");
    expect(takeoff).toContain("$16,465.00");
  });

  it("the headings say what the pages are", () => {
    expect(parsePage("/FaqPage/").querySelector("h1")!.textContent).toBe("Frequently asked questions");
    expect(parsePage("/Sample/").querySelector("h1")!.textContent).toBe("Free sample take-offs");
  });
});
