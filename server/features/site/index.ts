// The site feature: the Eleventy build served with its canonical routes, 301s and 404 page, and its
// index (`app.site`), which the lead forms' plain-HTML answers read their pages through.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { indexSite, type SiteIndex } from "./site-index.ts";
import { sitePages } from "./site-pages.ts";

declare module "fastify" {
  interface FastifyInstance {
    site: SiteIndex;
  }
}

export const siteFeature = fp(
  async (app: FastifyInstance, { siteDir }: { siteDir: string }) => {
    const site = indexSite(siteDir);
    app.decorate("site", site);
    await app.register(sitePages, { siteDir, site });
  },
  { name: "site" },
);
