// Indexes the finished site for Pagefind (https://pagefind.app/docs/node-api/), so the /search/ page can
// search pages, articles, the FAQ and jobs in the browser with no server. Only pages whose <main> carries
// data-pagefind-body are indexed (layouts/base.njk leaves it off the console, the cart, checkout and
// account pages), and the index lands in <site>/pagefind/, beside the pages it describes.
import path from "node:path";
import * as pagefind from "pagefind";

/** Writes `<siteDir>/pagefind/` and returns how many pages it indexed. */
export async function indexSearch(siteDir) {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  try {
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length) throw new Error(`search index: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: path.join(siteDir, "pagefind") });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join("; ")}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
