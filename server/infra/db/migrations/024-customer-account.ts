import type { Kysely } from "kysely";
import { withId } from "./dialect.ts";

// The customer's account: the profile a customer keeps (name, company; `role` exists since 004), when
// their e-mail address was verified, the single-use links the account e-mails (password reset, e-mail
// verification, e-mail change), of which only the SHA-256 of the token is stored, and the account a lead
// was sent from while signed in (its data export, and later its Drive).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("full_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  await withId(db, db.schema.createTable("account_tokens"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // "password_reset", "email_verify" or "email_change".
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    // The address an e-mail change or verification confirms: a link proves only the address it went to.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("account_tokens_user").on("account_tokens").columns(["user_id", "purpose"]).execute();
  await db.schema
    .alterTable("leads")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("leads_user").on("leads").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_user").execute();
  await db.schema.alterTable("leads").dropColumn("user_id").execute();
  await db.schema.dropTable("account_tokens").execute();
  for (const column of ["email_verified_at", "company", "full_name"])
    await db.schema.alterTable("users").dropColumn(column).execute();
}
