import type { Kysely } from "kysely";

// The partners whose pages embed our widgets, the origins each may call the API from (read live by the
// CORS plugin), and the moderation decision on each blog reply (the lead keeps its status; this keeps
// the article it belongs to, so the public list is one indexed query, and who decided, and why).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("partners")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("contact_name", "text", (c) => c.notNull())
    .addColumn("contact_email", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // An origin belongs to one partner: its leads' CORS answer names no one else.
  await db.schema
    .createTable("partner_origins")
    .addColumn("origin", "text", (c) => c.primaryKey())
    .addColumn("partner_id", "text", (c) => c.notNull().references("partners.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_partner_created").on("leads").columns(["partner", "created_at"]).execute();
  await db.schema
    .createTable("reply_moderation")
    .addColumn("lead_id", "integer", (c) => c.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("article", "text", (c) => c.notNull())
    .addColumn("decision", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("decided_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("decided_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reply_moderation_article")
    .on("reply_moderation")
    .columns(["article", "decision"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reply_moderation").execute();
  await db.schema.dropIndex("leads_partner_created").execute();
  await db.schema.dropTable("partner_origins").execute();
  await db.schema.dropTable("partners").execute();
}
