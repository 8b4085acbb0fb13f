import type { Kysely } from "kysely";

// Rate-limit counters every server process shares: one row per route and client, the hits
// in the current window and when that window ends (milliseconds since the epoch, past 32 bits, hence
// bigint). A process that kept them in memory would let two processes behind one balancer take twice
// the limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("resets_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_counters_resets_at").on("rate_limit_counters").column("resets_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_counters").execute();
}
