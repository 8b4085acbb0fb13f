// Every content image goes through Eleventy Image (https://www.11ty.dev/docs/plugins/image/): a page
// writes a plain <img src="/assets/img/…" alt="…"> (or Markdown ![alt](/assets/img/…)) pointing at the
// source file under pages/, and the build replaces it with a <picture> of AVIF and WebP at a few widths,
// never wider than the original, with srcset, sizes, width and height, under content-hashed names the
// server caches as immutable. SVG stays SVG (it scales by itself). Images that are not content (the logo)
// carry `eleventy:ignore`.
import { createHash } from "node:crypto";
import path from "node:path";
import { eleventyImageTransformPlugin } from "@11ty/eleventy-img";

export const IMAGE_WIDTHS = [480, 960, 1600];
export const IMAGE_FORMATS = ["avif", "webp", "svg"];

/** "team-960.3f9a1c2b7d.webp": the width for people, a hex hash for the server's immutable caching. */
export function imageFileName(id, src, width, format) {
  const hash = createHash("sha256").update(id).digest("hex").slice(0, 10);
  return `${path.parse(src).name}-${width}.${hash}.${format}`;
}

/** The options the transform and the tests share. */
export function imageOptions(outputDir) {
  return {
    widths: IMAGE_WIDTHS,
    formats: IMAGE_FORMATS,
    svgShortCircuit: true,
    // Never upscaled: widths over the original's are left out, and none ships the original as it was.
    outputDir,
    urlPath: "/assets/img/",
    filenameFormat: imageFileName,
    failOnError: true,
    htmlOptions: {
      imgAttributes: { loading: "lazy", decoding: "async", sizes: "(min-width: 1200px) 1200px, 100vw" },
    },
  };
}

export function images(eleventyConfig) {
  // The output folder as this build resolved it (scripts/lib/build-steps.js builds beside dist/site and
  // swaps), not the config's default.
  const output = eleventyConfig.directories.output;
  eleventyConfig.addPlugin(eleventyImageTransformPlugin, imageOptions(path.join(output, "assets/img")));
  // The transform re-writes every page's HTML; without this, `defer` and `crossorigin` would come back as
  // `defer=""` (https://github.com/posthtml/posthtml-parser#options).
  eleventyConfig.htmlTransformer.setPosthtmlProcessOptions({ recognizeNoValueAttribute: true });
}
