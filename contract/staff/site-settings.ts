// The console's site settings (/reactapp/staff/settings/, admins only). The home counters: the four
// numbers on the home page (and the stats board) either stay as built into the page ("fixed": the
// spec's 79, 22, 125, 66) or come from the project desk ("live"), counted again at most every few
// minutes and written into the served HTML without a site rebuild.
import * as v from "valibot";

export const COUNTER_SOURCES = ["fixed", "live"] as const;
export type CounterSource = (typeof COUNTER_SOURCES)[number];

/** The counters, as `data-counter` names them in pages/_includes/partials/counters.njk. */
export const COUNTER_KEYS = ["qto-available", "qto-in-progress", "bid-results", "awarded"] as const;
export type CounterKey = (typeof COUNTER_KEYS)[number];

/** How each live count is taken from the projects table. Only published projects count anywhere. */
export const LIVE_COUNT_DEFINITIONS: Record<CounterKey, string> = {
  "qto-available": "Published projects whose take-off is complete (QTO progress 100%).",
  "qto-in-progress": "Published projects still open whose take-off is under way (QTO progress 1–99%).",
  "bid-results": "Published projects closed with their bid results.",
  awarded: "Published closed projects with an awarded company.",
};

export type LiveCounts = Record<CounterKey, number>;

export type HomeCounter = { key: CounterKey; label: string; fixed: number; live: number };

/** GET /reactapp/staff/settings/ and the answer to a change. */
export type SiteSettings = {
  home_counters: {
    source: CounterSource;
    counters: HomeCounter[];
    /** The longest a live page is served before its counts are taken again. */
    max_age_seconds: number;
    /** When this server last wrote live counts into the page (ISO 8601); null before the first time. */
    rebuilt_at: string | null;
    /** Who chose the source last and when; null while it is the default. */
    updated_by: string | null;
    updated_at: string | null;
  };
};

/** PUT /reactapp/staff/settings/home-counters/ */
export const HomeCountersSchema = v.strictObject({
  source: v.picklist(COUNTER_SOURCES, "Choose fixed numbers or live counts."),
});
export type HomeCountersInput = v.InferInput<typeof HomeCountersSchema>;
