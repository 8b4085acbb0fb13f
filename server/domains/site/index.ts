// The site feature: the Eleventy build served with its canonical routes, 301s and 404 page, and its
// index (`app.site`), which the lead forms' plain-HTML answers read their pages through. Another feature
// may serve its own version of a built page with `app.site.rewrite(file, render)` (the live home counters).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { indexSite, type SiteIndex } from "./site-index.ts";
import { type PageRewrite, sitePages } from "./routes/pages.ts";

declare module "fastify" {
  interface FastifyInstance {
    site: SiteIndex & { rewrite(file: string, render: PageRewrite): void };
  }
}

export const siteFeature = fp(
  async (app: FastifyInstance, { siteDir }: { siteDir: string }) => {
    const site = indexSite(siteDir);
    const rewrites = new Map<string, PageRewrite>();
    app.decorate("site", { ...site, rewrite: (file: string, render: PageRewrite) => void rewrites.set(file, render) });
    await app.register(sitePages, { siteDir, site, rewrites });
  },
  { name: "site" },
);
