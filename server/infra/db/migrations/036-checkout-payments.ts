import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";

// Orders follow the money through a hosted checkout: an order is stored awaiting payment with its
// checkout session, and only the provider's word that it is paid gives it a payment reference and a card.
// Those three columns were NOT NULL (migration 006) and become nullable. SQLite cannot drop a NOT NULL in
// place, so the table is rebuilt as https://www.sqlite.org/lang_altertable.html#otheralter prescribes,
// with foreign keys off: a DROP TABLE with them on would cascade to the order lines. Orders cancelled
// until now were all refunded: they become `refunded`, and `cancelled` now means "never paid".
// The test gateway keeps hosted checkout sessions in place of charges; old charges are copied so an old
// test order can still be refunded.
const COLUMNS = `"id", "number", "user_id", "total", "billing", "payment_reference", "card_brand", "card_last4",
  "created_at", "notified_at", "test", "status", "refund_reference", "status_changed_at", "staff_read_id",
  "customer_read_id"`;

/** Rebuilds `orders` with its payment columns nullable (up) or NOT NULL as migration 006 made them (down). */
const NEW_COLUMNS = [
  "checkout_session_id",
  "checkout_expires_at",
  "payment_provider",
  "paid_at",
  "refunded_cents",
  "disputed_at",
  "dispute_reference",
  "dispute_reason",
  "dispute_due_by",
];

async function rebuildSqliteOrders(db: Kysely<unknown>, paymentRequired: boolean): Promise<void> {
  const payment = paymentRequired ? "text not null" : "text";
  await sql`pragma foreign_keys = off`.execute(db);
  await sql
    .raw(
      `create table "orders_new" ("id" integer primary key autoincrement, "number" text not null unique,
    "user_id" integer not null references "users" ("id"), "total" double precision not null,
    "billing" text not null, "payment_reference" ${payment}, "card_brand" ${payment}, "card_last4" ${payment},
    "created_at" text not null, "notified_at" text, "test" integer default 0 not null,
    "status" text default '${paymentRequired ? "placed" : "awaiting_payment"}' not null, "refund_reference" text,
    "status_changed_at" text, "staff_read_id" integer default 0 not null,
    "customer_read_id" integer default 0 not null)`,
    )
    .execute(db);
  await sql.raw(`insert into "orders_new" (${COLUMNS}) select ${COLUMNS} from "orders"`).execute(db);
  await sql`drop table "orders"`.execute(db);
  await sql`alter table "orders_new" rename to "orders"`.execute(db);
  await sql`create index "orders_received" on "orders" ("created_at", "id")`.execute(db);
  await sql`create index "orders_status_received" on "orders" ("status", "created_at", "id")`.execute(db);
  const broken = await sql`pragma foreign_key_check`.execute(db);
  if (broken.rows.length) throw new Error(`orders rebuild broke ${broken.rows.length} foreign keys`);
  await sql`pragma foreign_keys = on`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of ["payment_reference", "card_brand", "card_last4"])
      await sql.raw(`alter table orders alter column ${column} drop not null`).execute(db);
    await sql`alter table orders alter column status set default 'awaiting_payment'`.execute(db);
  } else {
    await rebuildSqliteOrders(db, false);
  }
  for (const column of NEW_COLUMNS.filter((name) => name !== "refunded_cents"))
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("orders_checkout_session").unique().on("orders").column("checkout_session_id").execute();
  await db.schema.createIndex("orders_payment_reference").on("orders").column("payment_reference").execute();
  // The sweep's question: which orders still await a payment whose checkout has expired.
  await db.schema
    .createIndex("orders_awaiting_expiry")
    .on("orders")
    .columns(["status", "checkout_expires_at"])
    .execute();
  await sql`update orders set status = 'refunded' where status = 'cancelled'`.execute(db);

  await db.schema
    .createTable("test_gateway_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("return_url", "text", (c) => c.notNull())
    .addColumn("cancel_url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("payment_reference", "text", (c) => c.unique())
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text")
    .addColumn("paid_at", "text")
    .addColumn("refund", "text")
    .addColumn("refunded_at", "text")
    .execute();
  await sql`insert into test_gateway_sessions (id, order_number, amount_cents, status, return_url, cancel_url,
      created_at, expires_at, payment_reference, paid_at, refund, refunded_at)
    select 'tgs_' || reference, replace(description, 'QTO Solutions ', ''), amount_cents, 'complete', '', '',
      charged_at, charged_at, reference, charged_at, refund, refunded_at
    from test_gateway_charges`.execute(db);
  await db.schema.dropTable("test_gateway_charges").execute();
}

// Undone (development only), orders never paid cannot keep a row without a card: they go, with their
// lines; refunded orders are cancelled again, and the test gateway's paid checkouts become charges.
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ["orders_checkout_session", "orders_payment_reference", "orders_awaiting_expiry"])
    await db.schema.dropIndex(index).execute();
  await sql`delete from order_lines where order_id in (select id from orders where payment_reference is null)`.execute(
    db,
  );
  await sql`delete from orders where payment_reference is null`.execute(db);
  await sql`update orders set status = 'cancelled' where status = 'refunded'`.execute(db);
  if (isPostgres(db)) {
    for (const column of NEW_COLUMNS) await db.schema.alterTable("orders").dropColumn(column).execute();
    for (const column of ["payment_reference", "card_brand", "card_last4"])
      await sql.raw(`alter table orders alter column ${column} set not null`).execute(db);
    await sql`alter table orders alter column status set default 'placed'`.execute(db);
  } else {
    // The rebuild keeps the columns of before and drops the new ones.
    await rebuildSqliteOrders(db, true);
  }
  await db.schema
    .createTable("test_gateway_charges")
    .addColumn("reference", "text", (c) => c.primaryKey())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("charged_at", "text", (c) => c.notNull())
    .addColumn("refund", "text")
    .addColumn("refunded_at", "text")
    .execute();
  await sql`insert into test_gateway_charges (reference, amount_cents, description, charged_at, refund, refunded_at)
    select payment_reference, amount_cents, 'QTO Solutions ' || order_number, paid_at, refund, refunded_at
    from test_gateway_sessions where payment_reference is not null`.execute(db);
  await db.schema.dropTable("test_gateway_sessions").execute();
}
