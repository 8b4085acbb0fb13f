// The console's site settings (/reactapp/staff/settings/, admins only). The home counters: the four
// numbers on the home page (and the stats board) either stay as built into the page ("fixed": the
// spec's 79, 22, 125, 66) or come from the project desk ("live"), counted again at most every few
// minutes and written into the served HTML without a site rebuild.
import * as v from "valibot";
import { COUNTER_SOURCES, type CounterKey, type CounterSource } from "../choices/home-counters.ts";

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
