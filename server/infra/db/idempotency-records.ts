// The idempotency records that make a retried POST (a lead, an order) answer its first answer instead
// of storing twice: one table, read before the work and written in the work's own transaction.
import type { Db } from "./database.ts";

/** Where an Idempotency-Key is kept: `endpoint` names what the key is for (and, for orders, whose it is). */
export type Idempotency = { endpoint: string; key: string };
export type StoredAnswer = { statusCode: number; body: unknown };

/** The stored answer to an earlier request with this key, if there was one. */
export async function storedAnswer(db: Db, { endpoint, key }: Idempotency): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["status_code", "body"])
    .where("endpoint", "=", endpoint)
    .where("key", "=", key)
    .executeTakeFirst();
  return row && { statusCode: row.status_code, body: JSON.parse(row.body) };
}

/**
 * Records the answer to a request with this key, inside the transaction (`trx`) that stores what it
 * answers for: both are committed or neither is. A second record for the same key fails on the primary
 * key, which rolls that transaction back; its caller then reads the first answer with `storedAnswer`.
 */
export async function storeAnswer(trx: Db, idempotency: Idempotency, answer: StoredAnswer): Promise<void> {
  await trx
    .insertInto("idempotency_keys")
    .values({
      ...idempotency,
      status_code: answer.statusCode,
      body: JSON.stringify(answer.body),
      created_at: new Date().toISOString(),
    })
    .execute();
}
