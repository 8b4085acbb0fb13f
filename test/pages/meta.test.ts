// Findability: titles, descriptions, canonical URLs, Open Graph, structured data, sitemap and feed.
import { describe, expect, it } from "vitest";
import { htmlPages, parsePage, readPage, ROUTES } from "../helpers/site.ts";

const pages = htmlPages().filter((url) => url !== "/404.html");

const jsonLdTypes = (url: string) =>
  [...parsePage(url).querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent!)["@type"] as string,
  );

describe("pages: meta", () => {
  it.each(pages)("%s has a title, a description, a canonical URL and Open Graph tags", (url) => {
    const doc = parsePage(url);
    expect(doc.title.length).toBeGreaterThan(5);
    expect(doc.querySelector('meta[name="description"]')!.getAttribute("content")!.length).toBeGreaterThan(50);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute("href")).toMatch(/^https?:\/\//);
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(doc.querySelector(`meta[property="${property}"]`), property).not.toBeNull();
    }
  });

  it("gives every page a unique title", () => {
    const titles = pages.map((url) => parsePage(url).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("describes the firm, the FAQ, the articles and the jobs as structured data", () => {
    expect(jsonLdTypes("/")).toContain("Organization");
    expect(jsonLdTypes("/FaqPage/")).toContain("FAQPage");
    expect(jsonLdTypes("/Career_Detail/")).toEqual(["JobPosting", "JobPosting"]);
    for (const n of ["", 2, 3, 4, 5, 6, 7]) expect(jsonLdTypes(`/Blog_Detail${n}/`)).toContain("BlogPosting");
    const faq = JSON.parse(parsePage("/FaqPage/").querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(faq.mainEntity).toHaveLength(8);
  });

  it("lists every public route in the sitemap, and no page that asks not to be indexed", () => {
    const sitemap = readPage("/sitemap.xml");
    for (const { url } of ROUTES) {
      const indexed = !parsePage(url).querySelector('meta[name="robots"][content="noindex"]');
      expect(sitemap.includes(`${url}</loc>`), url).toBe(indexed);
    }
  });

  it("points robots.txt at the sitemap", () => {
    expect(readPage("/robots.txt")).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it("publishes the 7 articles in the Atom feed", () => {
    const feed = readPage("/feed.xml");
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(feed.match(/<entry>/g)).toHaveLength(7);
    expect(feed).toContain("How to Effectively Place Bids for Construction Projects?");
  });
});
