// A page's file is named by what it is, in lower-case words joined by hyphens; the legacy site's address
// (/AboutUS/, /Blog_Detail2/) lives in its `permalink`, so an editor finds the About page in about.njk.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PAGES = "pages";
// Eleventy's own folders (data, layouts and partials, configuration) and the static assets.
const NOT_PAGES = new Set(["_config", "_data", "_includes", "assets"]);
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(njk|md|css)$/;
// Eleventy's directory data files are named after their folder by Eleventy's rule (legal/legal.json).
const isDataFile = (dir: string, name: string) => /\.11tydata\.js$/.test(name) || name === `${path.basename(dir)}.json`;

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : pageFiles(file);
    return isDataFile(dir, entry.name) ? [] : [file];
  });
}

describe("pages: file names", () => {
  it("names every page and its stylesheet in lower-case words joined by hyphens", () => {
    const files = pageFiles(PAGES);
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => !KEBAB.test(path.basename(file)))).toEqual([]);
  });

  it("names no blog post by its legacy address (blog-detail-N)", () => {
    expect(pageFiles(path.join(PAGES, "blog", "posts")).filter((file) => /blog-detail/.test(file))).toEqual([]);
  });
});
