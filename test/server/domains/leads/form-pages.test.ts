// The no-JavaScript answers come from the partials the site is built with: with nothing to mark, the
// server's form is the built form; with problems, the summary's words are the contract's, as the
// widgets' are; and the fixed values a page gave the form come back with it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import messages from "../../../../contract/forms/messages.json" with { type: "json" };
import { formPages } from "../../../../server/domains/leads/form-pages.ts";
import { indexSite } from "../../../../server/domains/site/site-index.ts";
import { SITE_DIR } from "../../../helpers/site.ts";

const pages = formPages(SITE_DIR, indexSite(SITE_DIR), path.resolve("pages/_includes"));
const built = (file: string) => parse(readFileSync(path.join(SITE_DIR, file), "utf8"));
/** The markup of a form, whitespace between tags aside. */
const markup = (html: string | undefined, type: string) =>
  parse(html ?? "")
    .querySelector(`form[data-lead-form="${type}"]`)!
    .toString()
    .replace(/>\s+</g, "><")
    .replace(/\s+/g, " ");

describe("server/leads/form-pages", () => {
  it.each([
    ["/ContactUs/", "contact"],
    ["/quote/", "quote"],
    ["/Sample/", "sample"],
    ["/Blog_Detail3/", "reply"],
  ] as const)("renders %s's %s form as the site built it when nothing is wrong", (url, type) => {
    const again = pages.formAgain(url, type, {}, {});
    expect(markup(again, type)).toBe(markup(built(`${url}index.html`).toString(), type));
  });

  it("keeps the fixed values the page gave the form", () => {
    const again = parse(pages.formAgain("/Blog_Detail3/", "reply", { article: "/elsewhere/" }, { email: ["x"] })!);
    expect(again.querySelector('[name="article"]')?.getAttribute("value")).toBe("/Blog_Detail3/");
    expect(again.querySelector('[name="source_page"]')?.getAttribute("value")).toBe("/Blog_Detail3/");
  });

  it("says how many answers need attention in the contract's words, the fields' problems first", () => {
    const errors = { non_field_errors: ["Something else."], email: ["Enter a valid email address."] };
    const summary = parse(pages.formAgain("/ContactUs/", "contact", {}, errors)!).querySelector(".lead-form__summary")!;
    expect(summary.querySelector("h3")?.text).toBe(`2 ${messages.problems.many}`);
    expect(
      summary.querySelectorAll("li").map((item) => [item.text, item.querySelector("a")?.getAttribute("href")]),
    ).toEqual([
      ["Enter a valid email address.", "#contact-email"],
      ["Something else.", undefined],
    ]);
    const one = parse(pages.formAgain("/ContactUs/", "contact", {}, { email: ["Enter a valid email address."] })!);
    expect(one.querySelector(".lead-form__summary h3")?.text).toBe(messages.problems.one);
  });

  it("answers undefined for a page without that form, or outside the site", () => {
    expect(pages.formAgain("/ContactUs/", "quote", {}, {})).toBeUndefined();
    expect(pages.formAgain("/no-such-page/", "contact", {}, {})).toBeUndefined();
    expect(pages.formAgain("http://[bad", "contact", {}, {})).toBeUndefined();
  });
});
