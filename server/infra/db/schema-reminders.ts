// The Reminders' tables (migration 029): saved searches, bid reminder days, and the alerts sent.
import type { Generated } from "kysely";

export type SavedSearchesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The board's filters as a query string (keyword=school&division=03). */
  query: string;
  frequency: "daily" | "instant";
  paused: number;
  created_at: string;
  last_sent_at: string | null;
  /** Projects published up to here were looked at by the daily digest; null: since created_at. */
  digested_until: string | null;
};

/** The days before a starred project's bid date its user is reminded, as JSON ([7, 1]). */
export type BidRemindersTable = { user_id: number; project_id: number; days: string };

export type SavedSearchDeliveriesTable = {
  id: Generated<number>;
  saved_search_id: number;
  project_id: number;
  sent_at: string;
};

export type BidReminderDeliveriesTable = {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  days: number;
  sent_at: string;
};
