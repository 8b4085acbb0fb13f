// Images: every content image of the build went through Eleventy Image (pages/_config/images.js), and a
// photo an editor adds comes out as AVIF and WebP at a few widths, never at its original size and weight.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Image from "@11ty/eleventy-img";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageOptions } from "../../pages/_config/images.js";
import { htmlPages, parsePage } from "../helpers/site.ts";

const HASHED = /^\/assets\/img\/[\w-]+-\d+\.[0-9a-f]{10}\.(svg|avif|webp)$/;
const work = mkdtempSync(path.join(tmpdir(), "qto-images-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("pages: images", () => {
  it("every content image in the build is Eleventy Image's output, with its width and height", () => {
    let seen = 0;
    for (const url of htmlPages()) {
      for (const img of parsePage(url).querySelectorAll("main img")) {
        const src = img.getAttribute("src")!;
        if (src.startsWith("/samples/")) continue; // previews the build draws as SVG at their own size
        seen += 1;
        expect(src, url).toMatch(HASHED);
        expect(Number(img.getAttribute("width")), `${url} ${src}`).toBeGreaterThan(0);
        expect(Number(img.getAttribute("height")), `${url} ${src}`).toBeGreaterThan(0);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  // The largest paint of a blog page on a phone is its first picture: a lazy one waits for layout, and
  // one not marked high waits behind the scripts (Lighthouse's lcp-lazy-loaded and LCP discovery).
  it("a blog page's first picture is eager and fetched first; the cards below it load lazily", () => {
    let seen = 0;
    for (const url of htmlPages()) {
      const doc = parsePage(url);
      const pictures = [...doc.querySelectorAll("main .article__hero, main .post-card img")];
      if (!pictures.length) continue;
      seen += 1;
      const [first, ...rest] = pictures;
      expect([first!.getAttribute("loading"), first!.getAttribute("fetchpriority")], url).toEqual(["eager", "high"]);
      for (const img of rest) expect(img.getAttribute("loading"), url).toBe("lazy");
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("a 2400 px photo becomes AVIF and WebP at 480, 960 and 1600 px with srcset, sizes, width and height", async () => {
    const photo = path.join(work, "site-visit.jpg");
    const pixels = Buffer.alloc(2400 * 1600 * 3);
    // A photo-like gradient: smooth, so the encoders take a moment rather than many.
    for (let p = 0; p < 2400 * 1600; p++) pixels.fill((p % 2400) / 10 + Math.floor(p / 2400) / 20, p * 3, p * 3 + 3);
    await sharp(pixels, { raw: { width: 2400, height: 1600, channels: 3 } })
      .jpeg({ quality: 95 })
      .toFile(photo);
    const options = imageOptions(path.join(work, "out"));
    const metadata = await Image(photo, options);
    expect(Object.keys(metadata).sort()).toEqual(["avif", "webp"]);
    for (const format of ["avif", "webp"] as const) {
      expect(metadata[format]!.map((image) => image.width)).toEqual(IMAGE_WIDTHS);
      for (const image of metadata[format]!) {
        expect(image.url).toMatch(HASHED);
        expect(statSync(image.outputPath).size).toBeLessThan(statSync(photo).size / 4);
      }
    }
    const html = Image.generateHTML(metadata, { alt: "Estimators on site", ...options.htmlOptions.imgAttributes });
    expect(html).toMatch(/^<picture><source type="image\/avif" srcset="[^"]+480w, [^"]+960w, [^"]+1600w" sizes=/);
    expect(html).toMatch(/<img [^>]*width="1600" height="1066"/);
  });

  it("a photo smaller than every width is kept at its own size, never enlarged", async () => {
    const photo = path.join(work, "small.png");
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#1d4e89" } })
      .png()
      .toFile(photo);
    const metadata = await Image(photo, imageOptions(path.join(work, "out")));
    expect(metadata.webp!.map((image) => image.width)).toEqual([300]);
  });
});
