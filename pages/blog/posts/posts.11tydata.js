// Defaults for every blog post, and the schema its front matter must satisfy: a post with a missing
// or misspelled field fails the build instead of publishing a broken page.
import * as v from "valibot";
import authors from "../../_data/authors.json" with { type: "json" };
import categories from "../../_data/blogCategories.json" with { type: "json" };

const categoryNames = categories.map((category) => category.name);

const postSchema = v.object({
  title: v.pipe(v.string(), v.minLength(10)),
  summary: v.pipe(v.string(), v.minLength(60), v.maxLength(220)),
  author: v.picklist(Object.keys(authors)),
  date: v.date(),
  category: v.picklist(categoryNames),
  tags: v.pipe(v.array(v.string()), v.minLength(1)),
  hero: v.pipe(v.string(), v.startsWith("/assets/img/")),
  heroAlt: v.pipe(v.string(), v.minLength(5)),
  trending: v.boolean(),
  permalink: v.pipe(v.string(), v.regex(/^\/Blog_Detail\d?\/$/)),
});

export default {
  layout: "layouts/post.njk",
  ogType: "article",
  // The approved replies under the article, read from the API (assets/js/replies.js).
  scripts: ["replies"],
  eleventyComputed: {
    description: (data) => data.summary,
  },
  eleventyDataSchema(data) {
    const result = v.safeParse(postSchema, data);
    if (!result.success) {
      const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
      throw new Error(`Invalid front matter in ${data.page.inputPath}:\n  ${problems.join("\n  ")}`);
    }
  },
};
