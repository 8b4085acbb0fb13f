// The site domain: the Eleventy build served with its canonical routes, 301s and 404 page, and its index
// (`app.site`), which the lead forms' plain-HTML answers read their pages through; another domain may
// serve its own version of a built page with `app.site.rewrite(file, render)`. With it what the console
// changes of the site: the site-wide switches (`app.siteSettings`; the first is the home counters, fixed
// numbers as built or live counts from the project desk, live-counters.ts), readers' replies under the
// blog's articles, moderated in the console and published to every visitor (`app.replies`), and the
// partners whose pages embed our widgets (`app.partners`), whose allowed origins the CORS check reads
// live (beside ALLOWED_ORIGINS, a static allow-list read at start and not stored in the table), with the
// origins that sent leads unlisted, which staff allow or block there (blocked ones' leads are refused).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { articles } from "./articles.ts";
import { COUNTER_PAGES, liveCounters } from "./live-counters.ts";
import { liveOrigins } from "./live-origins.ts";
import { partnersRepository, type PartnersRepository } from "./partners-repository.ts";
import { repliesRepository, type RepliesRepository } from "./replies-repository.ts";
import { blogRepliesRoutes } from "./routes/blog-replies.ts";
import { type PageRewrite, pagesRoutes } from "./routes/pages.ts";
import { staffPartnersRoutes } from "./routes/staff-partners.ts";
import { staffRepliesRoutes } from "./routes/staff-replies.ts";
import { staffSettingsRoutes } from "./routes/staff-settings.ts";
import { staffUnlistedOriginsRoutes } from "./routes/staff-unlisted-origins.ts";
import { unlistedOriginsRepository } from "./unlisted-origins-repository.ts";
import { settingsRepository, type SettingsRepository } from "./settings-repository.ts";
import { indexSite, type SiteIndex } from "./site-index.ts";

declare module "fastify" {
  interface FastifyInstance {
    site: SiteIndex & { rewrite(file: string, render: PageRewrite): void };
    siteSettings: SettingsRepository;
    replies: RepliesRepository;
    partners: PartnersRepository;
  }
}

export type SiteOptions = {
  siteDir: string;
  countersMaxAgeMs: number;
  /** ALLOWED_ORIGINS, shown in the console as allowed but not editable there. */
  seedOrigins: string[];
  /** Production takes https origins only (and http on localhost). */
  httpsOnly: boolean;
};

export const siteDomain = fp(
  async (app: FastifyInstance, { siteDir, countersMaxAgeMs, seedOrigins, httpsOnly }: SiteOptions) => {
    const site = indexSite(siteDir);
    const rewrites = new Map<string, PageRewrite>();
    app.decorate("site", { ...site, rewrite: (file: string, render: PageRewrite) => void rewrites.set(file, render) });
    await app.register(pagesRoutes, { siteDir, site, rewrites });

    const settings = settingsRepository(app.db);
    app.decorate("siteSettings", settings);
    const live = liveCounters({ siteDir, settings, maxAgeMs: countersMaxAgeMs });
    for (const file of COUNTER_PAGES) app.site.rewrite(file, () => live.page(file));
    await app.register(staffSettingsRoutes, { settings, live, maxAgeMs: countersMaxAgeMs });

    app.decorate("replies", repliesRepository(app.db));
    const blog = articles(siteDir, app.site);
    await app.register(staffRepliesRoutes, { articles: blog });
    await app.register(blogRepliesRoutes, { articles: blog });

    const partners = partnersRepository(app.db);
    app.decorate("partners", partners);
    const origins = liveOrigins(() => partners.origins(), app.log);
    app.corsOrigins.allow((origin) => origins.has(origin));
    const unlisted = unlistedOriginsRepository(app.db);
    const blocked = liveOrigins(() => unlisted.blocked(), app.log);
    app.corsOrigins.block((origin) => blocked.has(origin));
    const changed = async () => void (await Promise.all([origins.changed(), blocked.changed()]));
    const listed = async () => new Set([...seedOrigins, ...(await partners.origins())]);
    await app.register(staffPartnersRoutes, {
      seedOrigins,
      httpsOnly,
      changed,
      unlisted: async () => unlisted.list(await listed()),
    });
    await app.register(staffUnlistedOriginsRoutes, { unlisted, seedOrigins, httpsOnly, changed });
  },
  { name: "site", dependencies: ["database", "staff"] },
);
