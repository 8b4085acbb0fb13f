// Inlines Tabler icons at build time, so pages need no icon font and no extra request.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
// The package exports only its icon files, so resolve one of them to find the folder.
const iconsDir = path.dirname(require.resolve("@tabler/icons/outline/square.svg"));
const cache = new Map();

function readIcon(name) {
  if (!cache.has(name)) {
    const svg = readFileSync(path.join(iconsDir, `${name}.svg`), "utf8");
    // Keep the drawing, drop the size, class and the invisible bounding path Tabler adds to every icon.
    const body = svg
      .replace(/^[\s\S]*?<svg[^>]*>/, "")
      .replace(/<\/svg>\s*$/, "")
      .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, "")
      .replace(/\s*\n\s*/g, "");
    cache.set(name, body);
  }
  return cache.get(name);
}

/** `{% icon "name" %}` renders a decorative icon; `{% icon "name", "Label" %}` one that speaks its label. */
export function icon(name, label) {
  const a11y = label ? `role="img" aria-label="${label}"` : `aria-hidden="true" focusable="false"`;
  return `<svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" ${a11y}>${readIcon(name)}</svg>`;
}
