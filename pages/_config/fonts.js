// The brand typeface, Inter (variable weight), self-hosted from Fontsource: only its Latin subset, as woff2,
// copied into the build under a content-hashed name like every asset. Its @font-face opens the site's
// stylesheet, with a metric-matched fallback face so nothing moves when Inter arrives (font-display: swap).
// It is not preloaded: the stylesheet and the page's largest image come first (layouts/base.njk).
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { hashedUrl } from "./assets.js";

const require = createRequire(import.meta.url);
const FILE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
// Fontsource's "latin" subset (its wght.css), so characters outside it never ask for this file.
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
// Arial (and its metric twins Liberation Sans and Arimo) scaled to Inter's metrics: Inter's ascender 1984,
// descender 494 and no line gap on 2048 units per em, its x-width 7% wider than Arial's. The same figures
// Next.js and Capsize derive (https://github.com/seek-oss/capsize).
const FALLBACK = `@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Arimo");size-adjust:107.06%;ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%}`;

export const FONT_URL = hashedUrl("/assets/fonts/inter-latin-wght-normal.woff2", readFileSync(FILE));

/** The @font-face rules that open the stylesheet. */
export function fontFaces() {
  const inter = `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${FONT_URL}) format("woff2");unicode-range:${LATIN}}`;
  return `${inter}\n${FALLBACK}\n`;
}

export function fonts(eleventyConfig) {
  eleventyConfig.on("eleventy.after", ({ directories }) => {
    const target = path.join(directories.output, FONT_URL);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(FILE, target);
  });
}
