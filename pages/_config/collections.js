// The blog's collections: posts oldest first (Eleventy's convention), and the posts of each category.
export function collections(eleventyConfig) {
  eleventyConfig.addCollection("posts", (api) => api.getFilteredByGlob("pages/blog/posts/*.md"));
}
