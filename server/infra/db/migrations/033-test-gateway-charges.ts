import type { Kysely } from "kysely";

// The test gateway's approved charges, kept as a remote provider keeps them: in a store that outlives the
// process, so an order paid before a restart can still be refunded (a refund of a charge kept in memory
// answered 502 once the process had restarted). `refund` is the refund's id once refunded, set once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("test_gateway_charges")
    .addColumn("reference", "text", (c) => c.primaryKey())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("charged_at", "text", (c) => c.notNull())
    .addColumn("refund", "text")
    .addColumn("refunded_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("test_gateway_charges").execute();
}
