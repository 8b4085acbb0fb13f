import { type Kysely, sql } from "kysely";

// Whether an order was charged through a test provider (no card was charged), so the sales team, the
// buyer's answer and the export never take it for a sale. Every order stored before this column was a
// test order: the local test gateway was the only provider there was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("test", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update orders set test = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("test").execute();
}
