import { type Kysely, PostgresAdapter } from "kysely";

// One migration for both dialects; only the auto-increment id differs.
function idType(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "serial" : "integer";
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idType(db);
  const autoIncrement = id === "integer";

  await db.schema
    .createTable("projects")
    .addColumn("id", id, (c) => (autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("bid_date", "text", (c) => c.notNull())
    .addColumn("bid_amount", "double precision", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull())
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("posted_at", "text", (c) => c.notNull())
    .addColumn("solicitation", "text", (c) => c.notNull())
    .addColumn("bidding_method", "text", (c) => c.notNull())
    .addColumn("bid_phase", "text", (c) => c.notNull())
    .addColumn("completion_days", "integer", (c) => c.notNull())
    .addColumn("liquidated_damages", "double precision", (c) => c.notNull())
    .addColumn("bid_deposit", "text", (c) => c.notNull())
    .addColumn("bid_location", "text", (c) => c.notNull())
    .addColumn("pre_bid_meeting", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("divisions", "text", (c) => c.notNull())
    .addColumn("bonds", "text", (c) => c.notNull())
    .addColumn("documents", "text", (c) => c.notNull())
    .execute();
  for (const column of ["bid_date", "bid_amount", "name", "state", "city", "status", "featured", "posted_at"]) {
    await db.schema.createIndex(`projects_${column}_idx`).on("projects").column(column).execute();
  }

  await db.schema
    .createTable("project_divisions")
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("division", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("project_divisions_pk", ["division", "project_id"])
    .execute();
  await db.schema.createIndex("project_divisions_project_idx").on("project_divisions").column("project_id").execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", id, (c) => (autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("source_page", "text", (c) => c.notNull())
    .addColumn("referrer", "text", (c) => c.notNull())
    .addColumn("utm", "text", (c) => c.notNull())
    .addColumn("partner", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_type_created_idx").on("leads").columns(["type", "created_at"]).execute();

  await db.schema
    .createTable("lead_files")
    .addColumn("id", id, (c) => (autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("status_code", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["endpoint", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["idempotency_keys", "lead_files", "leads", "project_divisions", "projects"]) {
    await db.schema.dropTable(table).execute();
  }
}
