// The customer's Reminders, under /reactapp/account/…, signed in, changes with the CSRF token:
// - bid reminders for starred projects: an e-mail 7, 3 or 1 days before the bid date, as chosen per project;
// - saved searches: the board's filters kept under a name, with a daily digest of newly published projects
//   that match (nothing sent when nothing matched) or an instant e-mail per project, each pausable.
// Alerts go only to a verified address; every alert e-mail carries a one-click unsubscribe (RFC 8058).
import * as v from "valibot";

/** Days before a bid date a reminder can be sent, longest first. */
export const REMINDER_DAYS = [7, 3, 1] as const;
export type ReminderDay = (typeof REMINDER_DAYS)[number];

/** Stored reminder days (a JSON array), as the contract lists them (longest first); whatever else is dropped. */
export const reminderDaysOf = (json: string | null | undefined): ReminderDay[] => {
  const stored = json ? (JSON.parse(json) as unknown[]) : [];
  return REMINDER_DAYS.filter((day) => stored.includes(day));
};

export const SAVED_SEARCH_FREQUENCIES = [
  { value: "daily", label: "Daily digest" },
  { value: "instant", label: "Instant e-mail" },
] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]["value"];
const frequencies = SAVED_SEARCH_FREQUENCIES.map((f) => f.value);

export const REMINDERS_API = {
  /** GET: { verified, email, starred: BidReminder[] } */
  bidReminders: "/reactapp/account/reminders/",
  /** PUT { days }: one starred project's reminder days ([] for none); answers the BidReminder. */
  bidReminder: (projectId: number) => `/reactapp/account/reminders/${projectId}/`,
  /** GET: { results: SavedSearch[] }; POST SavedSearchInput: 201 SavedSearch. */
  savedSearches: "/reactapp/account/saved-searches/",
  /** PATCH SavedSearchChange: SavedSearch; DELETE: 204. */
  savedSearch: (id: number) => `/reactapp/account/saved-searches/${id}/`,
} as const;

/** A starred project with the days before its bid date the customer is reminded. */
export type BidReminder = {
  project_id: number;
  title: string;
  /** ISO date, or null when the project has none (no reminder can be sent). */
  bid_date: string | null;
  days: ReminderDay[];
};

export type BidReminders = { verified: boolean; email: string; starred: BidReminder[] };

export const BidReminderSchema = v.strictObject({
  days: v.pipe(
    v.array(v.picklist(REMINDER_DAYS, "Choose 7, 3 or 1 days before the bid date.")),
    v.maxLength(REMINDER_DAYS.length),
  ),
});

const name = v.pipe(
  v.string("Name this search."),
  v.trim(),
  v.nonEmpty("Name this search."),
  v.maxLength(80, "Keep the name under 80 characters."),
);
const frequency = v.picklist(frequencies, "Choose a daily digest or instant e-mails.");

/**
 * The board's filters as its URL's query string (`keyword=school&division=03`): the server keeps the
 * filters it knows (contract/schemas/project-filters.ts), checked by the board's own rules, and drops
 * the view (tab, sort, page).
 */
const query = v.pipe(v.string(), v.maxLength(2000, "This search has too many filters to save."));

export const SavedSearchInputSchema = v.strictObject({ name, query, frequency });
export type SavedSearchInput = v.InferInput<typeof SavedSearchInputSchema>;

export const SavedSearchChangeSchema = v.strictObject({
  name: v.optional(name),
  frequency: v.optional(frequency),
  paused: v.optional(v.boolean()),
});
export type SavedSearchChange = v.InferInput<typeof SavedSearchChangeSchema>;

export type SavedSearch = {
  id: number;
  name: string;
  /** The filters kept, as a query string: `/Projects/?${query}` shows the search on the board. */
  query: string;
  /** The filters in words, for the list and the e-mails ("Keyword: school · Division: 03 Concrete"). */
  summary: string;
  frequency: SavedSearchFrequency;
  paused: boolean;
  created_at: string;
  /** When the last alert of this search was sent, or null. */
  last_sent_at: string | null;
};

/** How many saved searches one account keeps, and what the API answers (409) past it. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_LIMIT = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;

/** Where saved-search and bid-reminder e-mails' one-click unsubscribe (RFC 8058) points, no session needed:
 * GET shows a confirming page, POST pauses the search or clears the project's reminder days. */
export const REMINDERS_UNSUBSCRIBE_PATH = "/reactapp/reminders/unsubscribe/";
