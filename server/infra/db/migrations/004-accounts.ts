import { type Kysely, PostgresAdapter } from "kysely";

// Accounts, their sessions (stored here so several server processes share them) and the counters that
// throttle failed logins per account and per IP.
export async function up(db: Kysely<unknown>): Promise<void> {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("users")
    .addColumn("id", serial ? "serial" : "integer", (c) => (serial ? c.primaryKey() : c.primaryKey().autoIncrement()))
    // Lower-cased copies carry the uniqueness: "Alice" and "alice" are one account.
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("username_key", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text")
    .execute();

  await db.schema
    .createTable("sessions")
    // The SHA-256 of the cookie's value: a database leak gives no usable session.
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["login_failures", "sessions", "users"]) await db.schema.dropTable(table).execute();
}
