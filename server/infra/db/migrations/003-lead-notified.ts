import type { Kysely } from "kysely";

// When the firm was told about the lead. Null means not yet: the server sends those on start, so a
// crash between storing a lead and writing its notification loses nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("notified_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("notified_at").execute();
}
