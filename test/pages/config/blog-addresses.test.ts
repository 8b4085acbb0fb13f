// New blog posts get /blog/<file name>/; the seven legacy articles keep their /Blog_Detail…/ addresses.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { BlogReplySchema } from "../../../contract/schemas/blog-reply.ts";
import { VALID_LEADS } from "../../helpers/leads.ts";
import { buildIn, projectCopy } from "../../helpers/project-copy.ts";

/** A legacy post's front matter without its permalink, as an editor's new post would have it. */
function newPost(dir: string): string {
  const legacy = readFileSync(path.join(dir, "pages/blog/posts/reading-drawings-and-specifications.md"), "utf8");
  return legacy.replace(/^permalink: .*\n/m, "").replace(/^date: .*$/m, "date: 2026-12-01");
}

describe("pages: blog addresses", () => {
  it("publishes a new post at /blog/<file name>/, beside the legacy addresses", () => {
    const dir = projectCopy();
    writeFileSync(path.join(dir, "pages/blog/posts/reading-drawings-fast.md"), newPost(dir));
    const { status, output } = buildIn(dir, "--only=site");
    expect(status, output).toBe(0);
    const site = path.join(dir, "dist/site");
    const page = readFileSync(path.join(site, "blog/reading-drawings-fast/index.html"), "utf8");
    expect(page).toContain('data-article="/blog/reading-drawings-fast/"');
    expect(page).toContain('<link rel="canonical" href="http://localhost:8080/blog/reading-drawings-fast/"');
    for (const n of ["", 2, 3, 4, 5, 6, 7])
      expect(existsSync(path.join(site, `Blog_Detail${n}/index.html`))).toBe(true);
    expect(readFileSync(path.join(site, "blog/index.html"), "utf8")).toContain('href="/blog/reading-drawings-fast/"');
    expect(readFileSync(path.join(site, "sitemap.xml"), "utf8")).toContain("/blog/reading-drawings-fast/");
  });

  it("refuses a post file name that is not lower-case words joined by hyphens, naming the file", () => {
    const dir = projectCopy();
    writeFileSync(path.join(dir, "pages/blog/posts/Reading_Drawings.md"), newPost(dir));
    const { status, output } = buildIn(dir, "--only=site");
    expect(status).toBe(1);
    expect(output).toContain("Reading_Drawings.md");
    expect(output).toContain("the file name must be lower-case words joined by hyphens");
  });

  it("accepts replies to a post at a readable address", () => {
    const reply = { ...VALID_LEADS.reply.body, article: "/blog/reading-drawings-fast/" };
    expect(v.safeParse(BlogReplySchema, reply).success).toBe(true);
    expect(v.safeParse(BlogReplySchema, { ...reply, article: "/blog/../admin/" }).success).toBe(false);
  });
});
