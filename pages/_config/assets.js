// Copies pages/assets into the build under content-hashed names (logo.3f9a1c2b7d.svg), so the server can
// cache them as immutable; the `asset` filter turns a source path into its hashed URL and fails the build
// on a path that does not exist, so a page can never reference a missing file.
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Puts the content's hash in a URL's file name: "/assets/img/logo.svg" becomes "/assets/img/logo.<hash>.svg". */
export function hashedUrl(url, content) {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 10);
  const { dir, name, ext } = path.posix.parse(url);
  return `${dir}/${name}.${hash}${ext}`;
}

/** Maps "/assets/img/logo.svg" to "/assets/img/logo.<hash>.svg" for every file under `source`. */
export function hashAssets(source, urlPrefix) {
  const manifest = new Map();
  for (const file of listFiles(source)) {
    const url = `${urlPrefix}/${path.relative(source, file).split(path.sep).join("/")}`;
    manifest.set(url, { file, url: hashedUrl(url, readFileSync(file)) });
  }
  return manifest;
}

export function assets(eleventyConfig, { source, urlPrefix }) {
  let manifest = hashAssets(source, urlPrefix);

  eleventyConfig.addWatchTarget(source);
  eleventyConfig.on("eleventy.before", () => {
    manifest = hashAssets(source, urlPrefix);
  });
  eleventyConfig.on("eleventy.after", ({ directories }) => {
    for (const { file, url } of manifest.values()) {
      const target = path.join(directories.output, url);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(file, target);
    }
  });
  eleventyConfig.addFilter("asset", (url) => {
    const entry = manifest.get(url);
    if (!entry) throw new Error(`asset filter: no file for ${url} under ${source}`);
    return entry.url;
  });
}
