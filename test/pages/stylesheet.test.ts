// The site's CSS is written in small files beside the templates they style and served as one
// content-hashed stylesheet: every page links that one file, and it holds every rule of every part, in
// the cascade order pages/site.css lists, so no rule is lost or moved by the bundling.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileFor, htmlPages, parsePage } from "../helpers/site.ts";

const ENTRY = "pages/site.css";
const HASHED_STYLESHEET = /^\/assets\/css\/site\.[0-9a-f]{10}\.css$/;

const parts = [...readFileSync(ENTRY, "utf8").matchAll(/^@import "([^"]+)";$/gm)].map((match) =>
  path.join(path.dirname(ENTRY), match[1]!),
);

/** A part as the bundle holds it: comments and blank lines are for editors, and left out. */
function asBundled(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .filter((line) => line.trim())
    .join("\n");
}

function stylesheetsOf(url: string): string[] {
  return [...parsePage(url).querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href")!);
}

describe("pages: stylesheet", () => {
  const [home] = stylesheetsOf("/");

  it("links one hashed stylesheet, the same on every page", () => {
    expect(home).toMatch(HASHED_STYLESHEET);
    for (const url of htmlPages()) expect(stylesheetsOf(url), url).toEqual([home]);
  });

  it("bundles every rule of every part the entry lists, in its order", () => {
    const bundle = readFileSync(fileFor(home!), "utf8");
    let from = 0;
    for (const part of parts) {
      const at = bundle.indexOf(asBundled(readFileSync(part, "utf8")), from);
      expect(at, part).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
  });

  it("lists every CSS file of the pages in the entry", () => {
    const written = readdirSync("pages", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"))
      .map((file) => path.join("pages", file))
      .filter((file) => file !== ENTRY);
    expect(written.sort()).toEqual([...parts].sort());
  });
});
