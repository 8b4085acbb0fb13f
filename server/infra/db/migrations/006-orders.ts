import { type Kysely, PostgresAdapter } from "kysely";

// Orders of take-offs: the server-priced lines, the billing address, and of the card only what the
// payment provider returned (its charge reference, the brand and the last four digits).
export async function up(db: Kysely<unknown>): Promise<void> {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("orders")
    .addColumn("id", serial ? "serial" : "integer", (c) => (serial ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("total", "double precision", (c) => c.notNull())
    .addColumn("billing", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text", (c) => c.notNull())
    .addColumn("card_brand", "text", (c) => c.notNull())
    .addColumn("card_last4", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("order_lines")
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull())
    .addColumn("project_name", "text", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("price", "double precision", (c) => c.notNull())
    .addColumn("discount", "double precision", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_lines").execute();
  await db.schema.dropTable("orders").execute();
}
