import type { Kysely } from "kysely";
import { withId } from "./dialect.ts";

// Reminders: a customer's saved searches (the board's filters under a name, with a daily digest
// or instant e-mails, pausable), the days before a starred project's bid date they are reminded, and one
// row per alert sent, unique per (saved search, project) and per (user, project, days before), written in
// the transaction that sends it: a job run twice, or by two processes, sends nothing twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("saved_searches"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    // "daily" or "instant".
    .addColumn("frequency", "text", (c) => c.notNull())
    .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_sent_at", "text")
    // Projects published up to here were looked at by the daily digest (null: since created_at).
    .addColumn("digested_until", "text")
    .execute();
  await db.schema.createIndex("saved_searches_user").on("saved_searches").column("user_id").execute();
  await db.schema
    .createTable("bid_reminders")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull())
    // The days before the bid date, as JSON ([7, 1]).
    .addColumn("days", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("bid_reminders_pk", ["user_id", "project_id"])
    .execute();
  await withId(db, db.schema.createTable("saved_search_deliveries"))
    .addColumn("saved_search_id", "integer", (c) => c.notNull().references("saved_searches.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("saved_search_deliveries_search_project", ["saved_search_id", "project_id"])
    .execute();
  await withId(db, db.schema.createTable("bid_reminder_deliveries"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull())
    .addColumn("days", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("bid_reminder_deliveries_user_project_days", ["user_id", "project_id", "days"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["bid_reminder_deliveries", "saved_search_deliveries", "bid_reminders", "saved_searches"])
    await db.schema.dropTable(table).execute();
}
