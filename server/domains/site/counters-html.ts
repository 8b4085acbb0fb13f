// The home counters inside a built page (pages/_includes/partials/counters.njk): each number sits in
// `<span class="counter__value" data-counter="KEY" data-count-to="N">NN</span>`, followed by its label.
// Reading them gives the fixed numbers the page was built with; writing puts live counts in their
// place, in both the attribute counters.js animates toward and the text shown without JavaScript.
import { COUNTER_KEYS, type CounterKey } from "../../../contract/choices/home-counters.ts";
import type { LiveCounts } from "../../../contract/staff/site-settings.ts";

const COUNTER =
  /<span class="counter__value" data-counter="([a-z-]+)" data-count-to="(\d+)">[^<]*<\/span>(\s*<span class="counter__label">([^<]*)<\/span>)?/g;

/** As the page's `pad2` filter writes a number (pages/_config/filters.js): at least two digits. */
const pad2 = (n: number) => String(n).padStart(2, "0");

const isCounterKey = (key: string): key is CounterKey => (COUNTER_KEYS as readonly string[]).includes(key);

/** The counters a page was built with, in page order: key, label and the built (fixed) number. */
export function readCounters(html: string): Array<{ key: CounterKey; label: string; value: number }> {
  return [...html.matchAll(COUNTER)].flatMap(([, key, value, , label]) =>
    isCounterKey(key!) ? [{ key, label: label?.trim() ?? key, value: Number(value) }] : [],
  );
}

/** The page with each known counter showing `counts` instead of its built number. */
export function writeCounters(html: string, counts: LiveCounts): string {
  return html.replace(COUNTER, (whole, key: string, _value, label = "") =>
    isCounterKey(key)
      ? `<span class="counter__value" data-counter="${key}" data-count-to="${counts[key]}">${pad2(counts[key])}</span>${label}`
      : whole,
  );
}
