import type { Kysely } from "kysely";
import { withId } from "./dialect.ts";

// Watch-list alerts: one row per alert e-mail sent, unique per (event, user), so a job run
// twice or by two processes at once sends each watcher one e-mail; and the visitors who unsubscribed
// (one-click, RFC 8058), who get no more alerts while their stars stay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("watch_alert_mails"))
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("watch_alert_mails_event_user", ["event_id", "user_id"])
    .execute();
  await db.schema
    .createTable("watch_alert_opt_outs")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("project_id", "integer")
    .addColumn("unsubscribed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("watch_alert_opt_outs").execute();
  await db.schema.dropTable("watch_alert_mails").execute();
}
