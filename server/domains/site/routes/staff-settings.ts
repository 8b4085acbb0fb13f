// The site settings screen's API, for admins: GET /reactapp/staff/settings/ answers the home counters'
// source with the fixed and live figures side by side; PUT …/home-counters/ chooses the source, audited
// with the setting before and after in the same transaction.
import type { FastifyInstance } from "fastify";
import { COUNTER_KEYS } from "../../../../contract/choices/home-counters.ts";
import { HomeCountersSchema, type HomeCounter, type SiteSettings } from "../../../../contract/staff/site-settings.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import type { LiveCounters } from "../live-counters.ts";
import type { SettingsRepository } from "../settings-repository.ts";

const BASE = "/reactapp/staff/settings";

export async function staffSettingsRoutes(
  app: FastifyInstance,
  { settings, live, maxAgeMs }: { settings: SettingsRepository; live: LiveCounters; maxAgeMs: number },
) {
  /** The counters as built into the home page (their labels and fixed numbers) beside the desk's figures now. */
  async function siteSettings(): Promise<SiteSettings> {
    const [setting, counts] = await Promise.all([settings.homeCounters(), settings.liveCounts()]);
    const built = await live.builtCounters();
    const counters: HomeCounter[] = COUNTER_KEYS.map((key) => {
      const counter = built.find((c) => c.key === key);
      return { key, label: counter?.label ?? key, fixed: counter?.value ?? 0, live: counts[key] };
    });
    return {
      home_counters: {
        ...setting,
        counters,
        max_age_seconds: Math.round(maxAgeMs / 1000),
        rebuilt_at: live.rebuiltAt(),
      },
    };
  }

  app.get(BASE + "/", app.consoleAction("settings.manage"), siteSettings);

  app.put(BASE + "/home-counters/", app.consoleAction("settings.manage"), async (request, reply) => {
    const input = parseOr400(HomeCountersSchema, request.body, reply);
    if (!input) return reply;
    await app.db.transaction().execute(async (trx) => {
      const before = await settings.homeCounters(trx);
      await settings.setHomeCounters(input.source, request.staff.id, trx);
      await app.audit.record(
        request,
        {
          action: "site_setting.changed",
          entity: "site_setting",
          entityId: "home_counters",
          before: { source: before.source },
          after: { source: input.source },
        },
        trx,
      );
    });
    // Counted again now rather than up to `maxAgeMs` later: the admin sees the switch on the next load.
    live.forget();
    return siteSettings();
  });
}
