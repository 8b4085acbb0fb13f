import { type Kysely, sql } from "kysely";
import { withId } from "./dialect.ts";

// Durable background work (server/infra/jobs/) and the webhooks it delivers (server/domains/webhooks/).
// A job is a row written in the transaction of what it comes from, so it is never lost once that commits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("jobs"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    // Enqueuing twice with one key writes one job (e.g. one delivery job per delivery).
    .addColumn("key", "text", (c) => c.unique())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("done_at", "text")
    .addColumn("failed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("jobs_due").on("jobs").columns(["done_at", "failed_at", "run_at"]).execute();

  await withId(db, db.schema.createTable("webhook_endpoints"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("disabled_at", "text")
    .addColumn("disabled_reason", "text")
    // When the current run of failed deliveries began; cleared by a success. Three days → disabled.
    .addColumn("failing_since", "text")
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("webhook_deliveries"))
    .addColumn("endpoint_id", "integer", (c) => c.notNull().references("webhook_endpoints.id").onDelete("cascade"))
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // One delivery per endpoint and event: never sent again after its success.
    .addUniqueConstraint("webhook_deliveries_once", ["endpoint_id", "event_id"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_endpoint")
    .on("webhook_deliveries")
    .columns(["endpoint_id", "id"])
    .execute();

  // What the start-up catch-up used to announce: leads and orders stored but never announced get their job.
  const now = new Date().toISOString();
  for (const kind of ["lead", "order"] as const)
    await sql`insert into jobs (kind, payload, key, run_at, created_at)
      select ${`${kind}.notify`}, '{"id":' || id || '}', ${`${kind}.notify:`} || id, ${now}, ${now}
      from ${sql.table(`${kind}s`)} where notified_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhook_endpoints").execute();
  await db.schema.dropTable("jobs").execute();
}
