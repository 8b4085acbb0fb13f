// The site settings feature (issue 14): the console's site-wide switches, kept in site_settings
// (`app.siteSettings`), with their routes. The first is the home counters: fixed numbers as built, or
// live counts from the project desk written into the served pages (live-counters.ts).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { COUNTER_PAGES, liveCounters } from "./live-counters.ts";
import { settingsRoutes } from "./routes/staff-settings.ts";
import { settingsRepository, type SettingsRepository } from "./settings-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    siteSettings: SettingsRepository;
  }
}

export const siteSettingsFeature = fp(
  async (app: FastifyInstance, { siteDir, countersMaxAgeMs }: { siteDir: string; countersMaxAgeMs: number }) => {
    const settings = settingsRepository(app.db);
    app.decorate("siteSettings", settings);
    const live = liveCounters({ siteDir, settings, maxAgeMs: countersMaxAgeMs });
    for (const file of COUNTER_PAGES) app.site.rewrite(file, () => live.page(file));
    await app.register(settingsRoutes, { settings, live, maxAgeMs: countersMaxAgeMs });
  },
  { name: "site-settings", dependencies: ["database", "staff", "site"] },
);
