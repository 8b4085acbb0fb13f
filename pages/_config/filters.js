// Template filters: formatting only, no data lookups beyond what a template passes in.
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function filters(eleventyConfig) {
  /** "March 2, 2026", the date as editors wrote it (UTC, so no time zone moves it a day). */
  eleventyConfig.addFilter("readableDate", (date) => dateFormat.format(date));
  /** "2026-03-02" for datetime attributes and structured data. */
  eleventyConfig.addFilter("isoDate", (date) => date.toISOString().slice(0, 10));
  /** "$3,000". */
  eleventyConfig.addFilter("dollars", (amount) => wholeDollars.format(amount));
  /** "07": the legacy counters' two-digit padding. */
  eleventyConfig.addFilter("pad2", (n) => String(n).padStart(2, "0"));
  /** Absolute URL on the configured site, for canonical links, Open Graph and structured data. */
  eleventyConfig.addFilter("absoluteUrl", (url, base) => new URL(url, `${base}/`).href);
  /** Posts newest first. */
  eleventyConfig.addFilter("newestFirst", (posts) => [...posts].sort((a, b) => b.date - a.date));
  eleventyConfig.addFilter("inCategory", (posts, category) => posts.filter((p) => p.data.category === category));
  eleventyConfig.addFilter("trending", (posts) => posts.filter((p) => p.data.trending));
  eleventyConfig.addFilter("limit", (list, n) => list.slice(0, n));
}
