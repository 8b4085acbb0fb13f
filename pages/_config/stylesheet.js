// Bundles the site's CSS, written in small files beside the templates they style, into one stylesheet
// with a content-hashed name (/assets/css/site.<hash>.css) that the server caches as immutable. The entry
// lists the parts with @import in cascade order; each import is inlined where it stands, so the bundle
// cascades exactly as the entry would with its imports, without the browser fetching each part. Comments
// are for editors: the bundle drops them and blank lines, which leaves it smaller than the one
// hand-written stylesheet it replaced.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashedUrl } from "./assets.js";

const COMMENTS = /\/\*[\s\S]*?\*\//g;
const IMPORT = /^@import "([^"]+)";$/;

/** CSS without its comments and blank lines. */
function withoutComments(css) {
  return css
    .replace(COMMENTS, "")
    .split("\n")
    .filter((line) => line.trim())
    .join("\n");
}

function readPart(file) {
  const css = withoutComments(readFileSync(file, "utf8"));
  // One level of imports keeps the entry the single list of parts and their order.
  if (css.includes("@import")) throw new Error(`stylesheet: ${file} imports; list it in the entry`);
  return css;
}

/** The entry's parts inlined in its order, as one stylesheet. */
export function bundleStylesheet(entry) {
  const parts = withoutComments(readFileSync(entry, "utf8"))
    .split("\n")
    .map((line) => {
      const match = IMPORT.exec(line.trim());
      if (!match) throw new Error(`stylesheet: ${entry} holds only @import "part.css"; lines, not ${line.trim()}`);
      return path.join(path.dirname(entry), match[1]);
    });
  return `${parts.map(readPart).join("\n")}\n`;
}

/** `prelude` (optional) returns CSS that must open the bundle, such as the fonts' @font-face rules. */
export function stylesheet(eleventyConfig, { entry, url, prelude = () => "" }) {
  let css;
  let bundleUrl;

  eleventyConfig.addWatchTarget(path.join(path.dirname(entry), "**/*.css"));
  eleventyConfig.on("eleventy.before", () => {
    css = prelude() + bundleStylesheet(entry);
    bundleUrl = hashedUrl(url, css);
  });
  eleventyConfig.on("eleventy.after", ({ directories }) => {
    const target = path.join(directories.output, bundleUrl);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, css);
  });
  eleventyConfig.addShortcode("stylesheetUrl", () => bundleUrl);
}
