import type { Kysely } from "kysely";

// When the sales team was told about the order. Null means not yet: the server sends those on start, so
// a crash between storing an order and writing its notification loses nothing. Orders placed before
// this column existed were never announced either, and are announced at the next start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("notified_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("notified_at").execute();
}
