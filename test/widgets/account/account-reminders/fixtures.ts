// The Reminders page's fake API: a starred project with a bid date and one without, a saved search,
// and the answers the contract describes (contract/account/reminders.ts).
import type { BidReminder, BidReminders, SavedSearch } from "../../../../contract/account/reminders.ts";
import { REMINDERS_API } from "../../../../contract/account/reminders.ts";
import type { Route } from "../../account-fixtures.ts";
import { jsonResponse } from "../../helpers.ts";

export const OAK_GROVE: BidReminder = {
  project_id: 4,
  title: "Oak Grove Elementary",
  bid_date: "2026-12-15",
  days: [7],
};
export const HARBOR: BidReminder = { project_id: 9, title: "Harbor Bridge", bid_date: null, days: [] };

export const SCHOOLS: SavedSearch = {
  id: 31,
  name: "Schools in Texas",
  query: "keyword=school&location=TX",
  summary: "Keyword: school · Location: TX",
  frequency: "daily",
  paused: false,
  created_at: "2026-11-20T15:04:00.000Z",
  last_sent_at: null,
};

export const reminders = (overrides: Partial<BidReminders> = {}): BidReminders => ({
  verified: true,
  email: "dana@example.com",
  starred: [OAK_GROVE, HARBOR],
  ...overrides,
});

/** Both reads of the page, answered with `starred` and `searches`. */
export const readRoutes = (
  answer: BidReminders = reminders(),
  searches: SavedSearch[] = [SCHOOLS],
): Record<string, Route> => ({
  [REMINDERS_API.bidReminders]: () => jsonResponse(200, answer),
  [REMINDERS_API.savedSearches]: () => jsonResponse(200, { results: searches }),
});

/** The JSON body a mocked fetch was called with. */
export const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
