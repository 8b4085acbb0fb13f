import type { Kysely } from "kysely";
import { withId } from "./dialect.ts";

// The firm's work on an order: its status (placed → in_progress → delivered, or cancelled with
// the provider's refund reference), the take-off files staff deliver, and one message thread per order
// between the buyer and the firm, with how far each side has read it. The status history is the audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("placed"))
    .execute();
  await db.schema.alterTable("orders").addColumn("refund_reference", "text").execute();
  await db.schema.alterTable("orders").addColumn("status_changed_at", "text").execute();
  // The id of the last message each side has read: messages of the other side above it are unread.
  for (const side of ["staff_read_id", "customer_read_id"])
    await db.schema
      .alterTable("orders")
      .addColumn(side, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  // The console's list: newest first, optionally of one status.
  await db.schema.createIndex("orders_received").on("orders").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("orders_status_received").on("orders").columns(["status", "created_at", "id"]).execute();

  await withId(db, db.schema.createTable("order_files"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("uploaded_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_files_order").on("order_files").columns(["order_id", "id"]).execute();

  await withId(db, db.schema.createTable("order_messages"))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id"))
    .addColumn("side", "text", (c) => c.notNull())
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("file_key", "text")
    .addColumn("file_name", "text")
    .addColumn("file_size", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_messages_order").on("order_messages").columns(["order_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_messages").execute();
  await db.schema.dropTable("order_files").execute();
  for (const name of ["orders_received", "orders_status_received"]) await db.schema.dropIndex(name).execute();
  for (const column of ["customer_read_id", "staff_read_id", "status_changed_at", "refund_reference", "status"])
    await db.schema.alterTable("orders").dropColumn(column).execute();
}
