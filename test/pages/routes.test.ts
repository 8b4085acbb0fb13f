import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileFor, parsePage, ROUTES } from "../helpers/site.ts";

describe("pages: routes", () => {
  it.each(ROUTES)("builds $url with its heading", ({ url, heading }) => {
    expect(existsSync(fileFor(url))).toBe(true);
    const h1s = parsePage(url).querySelectorAll("h1");
    expect(h1s).toHaveLength(1);
    expect(h1s[0]!.textContent).toMatch(heading);
  });

  it("builds the 404 page, the sitemap, robots.txt and the blog feed", () => {
    for (const file of ["/404.html", "/sitemap.xml", "/robots.txt", "/feed.xml"]) {
      expect(existsSync(fileFor(file)), file).toBe(true);
    }
  });

  it("paginates the blog and builds a page per category", () => {
    for (const url of [
      "/blog/page/2/",
      "/blog/page/3/",
      "/blog/category/construction/",
      "/blog/category/renovation/",
    ]) {
      expect(existsSync(fileFor(url)), url).toBe(true);
    }
  });
});
