import type { Kysely } from "kysely";
import { withId } from "./dialect.ts";

// Staff's second factor: one TOTP secret per user (RFC 6238), confirmed once enrolled, with the last time
// step a code was accepted for (a code is never accepted twice: RFC 6238 §5.2), and ten single-use
// recovery codes, stored as hashes only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("second_factors")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("last_step", "integer")
    .execute();
  await withId(db, db.schema.createTable("recovery_codes"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_user").on("recovery_codes").columns(["user_id", "code_hash"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("second_factors").execute();
}
