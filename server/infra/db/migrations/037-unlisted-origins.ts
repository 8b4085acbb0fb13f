import { sql, type Kysely } from "kysely";

// A lead may come from a site nobody listed yet: it is stored all the same, with the origin it came from,
// so the inbox marks it and the Partners screen lists those origins (a partial index: most leads have
// none). An origin staff block is refused on the lead endpoints; the row says who blocked it and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("unlisted_origin", "text").execute();
  await db.schema
    .createIndex("leads_unlisted_origin")
    .on("leads")
    .columns(["unlisted_origin", "created_at"])
    .where(sql.ref("unlisted_origin"), "is not", null)
    .execute();
  await db.schema
    .createTable("blocked_origins")
    .addColumn("origin", "text", (c) => c.primaryKey())
    .addColumn("blocked_at", "text", (c) => c.notNull())
    .addColumn("blocked_by", "integer", (c) => c.notNull().references("users.id"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blocked_origins").execute();
  await db.schema.dropIndex("leads_unlisted_origin").execute();
  await db.schema.alterTable("leads").dropColumn("unlisted_origin").execute();
}
