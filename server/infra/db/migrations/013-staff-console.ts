import { type Kysely, sql } from "kysely";
import { isPostgres, withId } from "./dialect.ts";

// The console's ground floor: a session remembers when its user passed the second factor (staff reach
// nothing without it), an account can be disabled without deleting what it did, and every change staff
// make is kept in an audit log that the database itself refuses to change (OWASP ASVS 4.0 V7.3.3:
// "security logs are protected from unauthorized access and modification").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("second_factor_at", "text").execute();
  await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();
  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("actor_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "entity_id"]).execute();
  if (isPostgres(db)) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const event of ["update", "delete"])
      await sql
        .raw(
          `create trigger audit_log_no_${event} before ${event} on audit_log
           begin select raise(abort, 'the audit log is append-only'); end`,
        )
        .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function audit_log_append_only cascade`.execute(db);
  await db.schema.dropTable("audit_log").execute();
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("sessions").dropColumn("second_factor_at").execute();
}
