// Reads the built site for the page tests: which pages exist, and each one parsed as a document.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";

export const SITE_DIR = path.resolve("dist/site");

/** Every route of the legacy route table, as the canonical URL we serve, with its main heading. */
export const ROUTES: Array<{ url: string; heading: RegExp }> = [
  { url: "/", heading: /Accurate take-offs and cost estimates/ },
  { url: "/weworkwith/", heading: /Who we work with/ },
  { url: "/Projects/", heading: /Project leads/ },
  { url: "/ContactUs/", heading: /Get in Touch/ },
  { url: "/AboutUS/", heading: /About QTO Solutions/ },
  { url: "/Services/", heading: /Estimating solutions/ },
  { url: "/ProjectDetail/", heading: /Project detail/ },
  { url: "/Register/", heading: /Register Now/ },
  { url: "/login/", heading: /Log in/ },
  { url: "/quote/", heading: /Get a free quote/ },
  { url: "/blog/", heading: /Estimating insights/ },
  { url: "/career/", heading: /Work with QTO Solutions/ },
  { url: "/Blog_Detail/", heading: /\w+/ },
  ...[2, 3, 4, 5, 7].map((n) => ({ url: `/Blog_Detail${n}/`, heading: /\w+/ })),
  { url: "/Blog_Detail6/", heading: /How to Effectively Place Bids for Construction Projects\?/ },
  { url: "/Career_Detail/", heading: /Estimator positions/ },
  { url: "/Sample/", heading: /Free sample take-offs/ },
  { url: "/Cart/", heading: /Your cart/ },
  { url: "/CheckOut/", heading: /Checkout/ },
  { url: "/StatsBoard/", heading: /by the numbers/ },
  { url: "/CoreValues/", heading: /Our core values/ },
  { url: "/FaqPage/", heading: /Frequently asked questions/ },
];

/** URL paths of every HTML page in the build ("/", "/AboutUS/", "/404.html"). */
export function htmlPages(): string[] {
  return readdirSync(SITE_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map(
      (file) =>
        "/" +
        file
          .split(path.sep)
          .join("/")
          .replace(/index\.html$/, ""),
    )
    .sort();
}

export function fileFor(url: string): string {
  return path.join(SITE_DIR, url.endsWith("/") ? `${url}index.html` : url);
}

export function readPage(url: string): string {
  return readFileSync(fileFor(url), "utf8");
}

const window = new Window();

export function parsePage(url: string): Document {
  return new window.DOMParser().parseFromString(readPage(url), "text/html") as unknown as Document;
}

export function count(doc: Document, selector: string): number {
  return doc.querySelectorAll(selector).length;
}
