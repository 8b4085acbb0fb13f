// Eleventy wires the site together here; every piece of logic lives in pages/_config/.
import { feedPlugin } from "@11ty/eleventy-plugin-rss";
import { assets } from "./pages/_config/assets.js";
import { collections } from "./pages/_config/collections.js";
import { dataCheck } from "./pages/_config/data-check.js";
import { filters } from "./pages/_config/filters.js";
import { fontFaces, fonts } from "./pages/_config/fonts.js";
import { icon } from "./pages/_config/icons.js";
import { images } from "./pages/_config/images.js";
import { jsonLd } from "./pages/_config/json-ld.js";
import { samples } from "./pages/_config/samples.js";
import { stylesheet } from "./pages/_config/stylesheet.js";
import site from "./pages/_data/site.js";

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(dataCheck, { dir: "pages/_data" });
  eleventyConfig.addPlugin(assets, { source: "pages/assets", urlPrefix: "/assets" });
  eleventyConfig.addPlugin(fonts);
  eleventyConfig.addPlugin(stylesheet, { entry: "pages/site.css", url: "/assets/css/site.css", prelude: fontFaces });
  eleventyConfig.addPlugin(collections);
  eleventyConfig.addPlugin(filters);
  eleventyConfig.addShortcode("icon", icon);
  eleventyConfig.addPlugin(jsonLd);
  eleventyConfig.addPlugin(samples);
  eleventyConfig.addPlugin(images);
  eleventyConfig.addPlugin(feedPlugin, {
    type: "atom",
    outputPath: "/feed.xml",
    collection: { name: "posts", limit: 20 },
    metadata: {
      language: "en",
      title: `${site.name} blog`,
      subtitle: "Take-off and estimating advice from the QTO Solutions estimators.",
      base: `${site.url}/`,
      author: { name: site.name, email: site.email },
    },
  });
  // Visitors and crawlers see the same markup whether or not a template was indented with care.
  eleventyConfig.setNunjucksEnvironmentOptions({ trimBlocks: true, lstripBlocks: true, throwOnUndefined: false });
}

export const config = {
  dir: { input: "pages", output: "dist/site", includes: "_includes", data: "_data" },
  templateFormats: ["njk", "md"],
  markdownTemplateEngine: "njk",
  htmlTemplateEngine: "njk",
};
