import type { Kysely } from "kysely";

// Site-wide settings admins change in the console: one row per key, with who changed it
// last and when (the audit log keeps every change). The first key, `home_counters`, says whether the
// home page's four counters keep the numbers built into the page ("fixed", the default when the row is
// absent) or show live counts from the project desk ("live").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_settings").execute();
}
