// The site search indexes the pages a visitor looks for (services, articles, the FAQ, jobs) and nothing
// private or transactional (the console, cart, checkout, log in, register), from the finished build.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlPages, parsePage, SITE_DIR } from "../helpers/site.ts";

const indexed = (url: string) => parsePage(url).querySelector("main")!.hasAttribute("data-pagefind-body");

describe("pages: search index", () => {
  it("the build holds Pagefind's index and script", () => {
    expect(existsSync(path.join(SITE_DIR, "pagefind/pagefind.js"))).toBe(true);
    expect(existsSync(path.join(SITE_DIR, "pagefind/pagefind-entry.json"))).toBe(true);
  });

  it.each(["/", "/Services/", "/FaqPage/", "/career/", "/Career_Detail/", "/Blog_Detail5/", "/privacy/"])(
    "%s is indexed",
    (url) => expect(indexed(url)).toBe(true),
  );

  it("the console, cart, checkout, account pages, lists of articles and the search page itself are not", () => {
    const excluded = htmlPages().filter((url) =>
      /^\/(staff\/|Cart\/|CheckOut\/|login\/|Register\/|search\/|thank-you|404|blog\/(page|category)\/|blog\/$)/.test(
        url,
      ),
    );
    expect(excluded.length).toBeGreaterThan(8);
    for (const url of excluded) expect(indexed(url), url).toBe(false);
  });
});
