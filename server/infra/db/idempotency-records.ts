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
 * Runs `store` and records its 201 answer under the key in one transaction: when this resolves both are
 * committed, or neither is. A concurrent request with the same key fails on the record's primary key,
 * which rolls its transaction back: it stores nothing and gets the first request's answer (`replayed`).
 */
export async function storeOnce<Stored extends { answer: unknown }>(
  db: Db,
  idempotency: Idempotency | undefined,
  store: (trx: Db) => Promise<Stored>,
): Promise<({ replayed: false } & Stored) | { replayed: true; answer: unknown }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const stored = await store(trx);
      if (idempotency) {
        await trx
          .insertInto("idempotency_keys")
          .values({
            ...idempotency,
            status_code: 201,
            body: JSON.stringify(stored.answer),
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      return { replayed: false as const, ...stored };
    });
  } catch (error) {
    const earlier = idempotency && (await storedAnswer(db, idempotency));
    if (earlier) return { replayed: true, answer: earlier.body };
    throw error;
  }
}
