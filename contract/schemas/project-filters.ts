// The names of the project board's filters and view, as parameters of the board's URL and of
// GET /reactapp/projects/projects/. Their rules are in projects.ts; the names stand apart so the board
// can use them without bundling those rules.

/** Filters with one value each, as text. */
export const TEXT_FILTERS = [
  "keyword",
  "location",
  "bid_date_from",
  "bid_date_to",
  "amount_min",
  "amount_max",
  "status",
] as const;

/** Filters repeated once per value. */
export const LIST_FILTERS = ["division"] as const;

/** What shapes the list without filtering it: the tab, the order and the page. */
export const VIEW_PARAMETERS = ["tab", "sort", "page", "page_size"] as const;
