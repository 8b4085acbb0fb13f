// The blog's articles as the built site has them: whether a path is one (a reply names its article by
// path), and its title (the page's <h1>), read once from the built file and kept.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { SiteIndex } from "./site-index.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

export function articles(siteDir: string, site: SiteIndex) {
  const titles = new Map<string, string | undefined>();

  /** The built file of an article path, only when the path is the page's own canonical one. */
  const file = (article: string) => {
    const resolved = site.resolve(article);
    return resolved.kind === "file" && resolved.file.endsWith("/index.html") ? resolved.file : undefined;
  };

  return {
    exists: (article: string) => file(article) !== undefined,

    /** The article's heading, or its path when the site has no such page. */
    title(article: string): string {
      if (!titles.has(article)) {
        const built = file(article);
        const html = built ? readFileSync(path.join(siteDir, built), "utf8") : "";
        const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
        titles.set(article, heading && decode(heading.trim()));
      }
      return titles.get(article) ?? article;
    },
  };
}

export type Articles = ReturnType<typeof articles>;
