import type { Kysely } from "kysely";

// Every index on `leads` is written with each lead, in the visitor's request. Two of
// them repeat the start of another: (type, created_at) of leads_type_received (type, created_at, id) and
// (partner, created_at) of leads_partner_received (partner, created_at, id), which serve every query the
// shorter ones did (https://www.postgresql.org/docs/current/indexes-multicolumn.html; on SQLite every
// index ends with the rowid, `id`, anyway).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_type_created_idx").execute();
  await db.schema.dropIndex("leads_partner_created").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("leads_partner_created").on("leads").columns(["partner", "created_at"]).execute();
  await db.schema.createIndex("leads_type_created_idx").on("leads").columns(["type", "created_at"]).execute();
}
