// No internal link or asset is broken: every href and src on every page resolves to a built file,
// directly (not through a redirect), and every #fragment names an element on its target page. The
// widget loader must exist in the widgets build.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indexSite } from "../../server/domains/site/site-index.ts";
import { htmlPages, parsePage, SITE_DIR } from "../helpers/site.ts";

const site = indexSite(SITE_DIR);
const WIDGETS_DIR = path.join(SITE_DIR, "..", "widgets");

describe("pages: internal links", () => {
  it.each(htmlPages())("%s has no broken internal link or asset", (url) => {
    const doc = parsePage(url);
    const broken: string[] = [];
    const refs = [
      ...[...doc.querySelectorAll("a[href], link[href]")].map((el) => el.getAttribute("href")!),
      ...[...doc.querySelectorAll("img[src], script[src]")].map((el) => el.getAttribute("src")!),
    ];
    for (const ref of refs) {
      const target = new URL(ref, `http://site.test${url}`);
      if (target.origin !== "http://site.test") continue;
      // The widgets' build is served beside the site's, from dist/widgets.
      if (target.pathname.startsWith("/widgets/")) {
        if (!existsSync(path.join(WIDGETS_DIR, target.pathname.slice("/widgets/".length)))) broken.push(ref);
        continue;
      }
      const resolution = site.resolve(target.pathname);
      if (resolution.kind !== "file") {
        broken.push(`${ref} (${resolution.kind})`);
        continue;
      }
      if (target.hash && resolution.file.endsWith(".html")) {
        const page = target.pathname.endsWith("/") ? target.pathname : resolution.file;
        if (!parsePage(page).getElementById(target.hash.slice(1))) broken.push(`${ref} (no such fragment)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
