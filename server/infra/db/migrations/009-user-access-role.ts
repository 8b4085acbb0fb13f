import type { Kysely } from "kysely";

// What a user may do on our side of the counter: "customer" for everyone who registers; the staff
// console's roles are granted by hand. Not `role`: that column is the trade a user names themselves
// ("General contractor"), shown in their account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("access_role", "text", (c) => c.notNull().defaultTo("customer"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("access_role").execute();
}
