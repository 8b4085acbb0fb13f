// The home page's four counters (pages/_data/counters.json names each by `key`), and how each live
// count is taken from the projects table. Only published projects count anywhere.
export const COUNTER_KEYS = ["qto-available", "qto-in-progress", "bid-results", "awarded"] as const;
export type CounterKey = (typeof COUNTER_KEYS)[number];

export const LIVE_COUNT_DEFINITIONS: Record<CounterKey, string> = {
  "qto-available": "Published projects whose take-off is complete (QTO progress 100%).",
  "qto-in-progress": "Published projects still open whose take-off is under way (QTO progress 1–99%).",
  "bid-results": "Published projects closed with their bid results.",
  awarded: "Published closed projects with an awarded company.",
};

/** Where the counters' numbers come from: as built into the page, or counted from the desk. */
export const COUNTER_SOURCES = ["fixed", "live"] as const;
export type CounterSource = (typeof COUNTER_SOURCES)[number];
