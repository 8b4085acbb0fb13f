// What a visitor expects of a firm that takes accounts and payments: its policies, linked from every
// footer; a privacy notice under every lead form; its postal address in the footer, on Contact and in the
// Organization JSON-LD; and its brand typeface, self-hosted, swapped in without moving the text.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fileFor, htmlPages, parsePage } from "../helpers/site.ts";

const POLICIES = [
  {
    url: "/privacy/",
    heading: "Privacy Policy",
    mentions: /payment provider[\s\S]*never see or store the full card number/,
  },
  { url: "/terms/", heading: "Terms of Service", mentions: /laws of the State of New York/ },
  { url: "/refunds/", heading: "Refund Policy", mentions: /refund the full amount/ },
  { url: "/accessibility/", heading: "Accessibility Statement", mentions: /WCAG\) 2\.2/ },
];
const LEAD_FORM_PAGES = ["/quote/", "/ContactUs/", "/Sample/", "/Blog_Detail6/"];
const ADDRESS = /245 West 38th Street, Suite 1102\s*New York, NY 10018/;

function organization(url: string) {
  const blocks = [...parsePage(url).querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent!),
  );
  const nodes = blocks.flatMap((block) => block["@graph"] ?? [block]);
  return nodes.find((node) => node["@type"] === "Organization");
}

describe("pages: the firm's policies, address and typeface", () => {
  it.each(POLICIES)("$url is a dated policy page headed $heading", ({ url, heading, mentions }) => {
    const doc = parsePage(url);
    expect(doc.querySelector("h1")!.textContent).toBe(heading);
    expect(doc.querySelector(".legal__updated time")!.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.querySelector(".legal")!.textContent).toMatch(mentions);
  });

  it("every public page's footer links the four policies and shows the postal address", () => {
    // The console (/staff/…) is the firm's own, with a footer of its own (test/pages/staff/console-frame.test.ts).
    for (const url of htmlPages().filter((page) => !page.startsWith("/staff/"))) {
      const footer = parsePage(url).querySelector(".site-footer")!;
      const legal = [...footer.querySelectorAll('nav[aria-label="Legal"] a')].map((a) => a.getAttribute("href"));
      expect(legal, url).toEqual(expect.arrayContaining(POLICIES.map((policy) => policy.url)));
      expect(footer.querySelector("address")!.textContent, url).toMatch(ADDRESS);
    }
  });

  it("Contact shows the postal address", () => {
    expect(parsePage("/ContactUs/").querySelector(".contact-card address")!.textContent).toMatch(ADDRESS);
  });

  it("the Organization JSON-LD carries the postal address", () => {
    expect(organization("/").address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "245 West 38th Street, Suite 1102",
      addressLocality: "New York",
      addressRegion: "NY",
      postalCode: "10018",
      addressCountry: "US",
    });
  });

  it.each(LEAD_FORM_PAGES)("%s has a one-line privacy notice with a link right under its lead form", (url) => {
    const slot = parsePage(url).querySelector('[data-widget$="-form"]')!;
    const notice = slot.nextElementSibling!;
    expect(notice.className).toBe("privacy-notice");
    expect(notice.querySelector('a[href="/privacy/"]')).not.toBeNull();
  });

  // Not preloaded: on a slow connection its 48 KB would delay the stylesheet and the largest image
  // (Lighthouse mobile's FCP and LCP); the metric-matched fallback shows the text until it swaps in.
  it("the brand face is a hashed Latin woff2, declared with swap and a metric-matched fallback, and not preloaded", () => {
    for (const url of htmlPages()) {
      expect(parsePage(url).querySelector('link[rel="preload"][as="font"]'), url).toBeNull();
    }
    const doc = parsePage("/");
    const css = readFileSync(fileFor(doc.querySelector('link[rel="stylesheet"]')!.getAttribute("href")!), "utf8");
    const inter = css.match(/@font-face\{font-family:"Inter Variable"[^}]*\}/)![0];
    const href = inter.match(/url\(([^)]+)\) format\("woff2"\)/)![1]!;
    expect(href).toMatch(/^\/assets\/fonts\/inter-latin-wght-normal\.[0-9a-f]{10}\.woff2$/);
    expect(existsSync(fileFor(href))).toBe(true);
    expect(inter).toContain("font-display:swap");
    expect(inter).toMatch(/unicode-range:U\+0000-00FF/);
    const fallback = css.match(/@font-face\{font-family:"Inter Fallback"[^}]*\}/)![0];
    expect(fallback).toMatch(/size-adjust:[\d.]+%;ascent-override:[\d.]+%;descent-override:[\d.]+%/);
    expect(css).toMatch(/--font-sans: "Inter Variable", "Inter Fallback",/);
    expect(css).toMatch(/--qto-font: var\(--font-sans\)/);
  });
});
