import { type Kysely, sql } from "kysely";

// Two marks the console's guard reads (server/domains/staff/guards.ts). A session's console_seen_at is
// when its console was last used: staff sessions end after 30 idle minutes of the console, and a tab
// of the public site polling /reactapp/session/ (which refreshes last_seen_at) must not keep one alive.
// Sessions open before this start from when they were last seen. A user's must_change_password is set
// when an administrator chose their password (a new member, a reset): the console stays closed until
// they choose their own (OWASP ASVS 4.0 V2.3.1: an initial password must not become the long-term one).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("console_seen_at", "text").execute();
  await sql`update sessions set console_seen_at = last_seen_at`.execute(db);
  await db.schema
    .alterTable("users")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("must_change_password").execute();
  await db.schema.alterTable("sessions").dropColumn("console_seen_at").execute();
}
