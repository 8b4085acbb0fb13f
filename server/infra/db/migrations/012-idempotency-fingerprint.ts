import type { Kysely } from "kysely";

// The hash of the request body each Idempotency-Key was first used with, so a reuse of the key with a
// different body is refused (422) instead of answered as the first request was. Keys stored before it
// have none (null) and replay as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idempotency_keys").addColumn("fingerprint", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("idempotency_keys").dropColumn("fingerprint").execute();
}
