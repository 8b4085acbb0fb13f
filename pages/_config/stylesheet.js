// Bundles the site's CSS, written in small files beside the templates they style, into one stylesheet
// with a content-hashed name (/assets/css/site.<hash>.css) that the server caches as immutable. The entry
// lists the parts with @import in cascade order; each import is inlined where it stands, so the bundle
// cascades exactly as the entry would with its imports, without the browser fetching each part.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashedUrl } from "./assets.js";

const COMMENTS = /\/\*[\s\S]*?\*\//g;
const IMPORT = /^@import "([^"]+)";$/;

function readPart(file) {
  const css = readFileSync(file, "utf8");
  // One level of imports keeps the entry the single list of parts and their order.
  if (css.replace(COMMENTS, "").includes("@import"))
    throw new Error(`stylesheet: ${file} imports; list it in the entry`);
  return css;
}

/** The entry's parts inlined in order: `css` to serve, `parts` the files it is made of. */
export function bundleStylesheet(entry) {
  const parts = readFileSync(entry, "utf8")
    .replace(COMMENTS, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = IMPORT.exec(line);
      if (!match) throw new Error(`stylesheet: ${entry} holds only @import "part.css"; lines, not ${line}`);
      return path.join(path.dirname(entry), match[1]);
    });
  // Each part is labelled with its source file, so a rule seen in the browser leads back to its file.
  const css = parts.map((file) => `/* ${file.split(path.sep).join("/")} */\n${readPart(file)}`).join("\n");
  return { css, parts };
}

export function stylesheet(eleventyConfig, { entry, url }) {
  let bundle;
  let bundleUrl;

  eleventyConfig.addWatchTarget(path.join(path.dirname(entry), "**/*.css"));
  eleventyConfig.on("eleventy.before", () => {
    bundle = bundleStylesheet(entry);
    bundleUrl = hashedUrl(url, bundle.css);
  });
  eleventyConfig.on("eleventy.after", ({ directories }) => {
    const target = path.join(directories.output, bundleUrl);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bundle.css);
  });
  eleventyConfig.addShortcode("stylesheetUrl", () => bundleUrl);
}
