// The idempotency records that make a retried POST (a lead, an order) answer its first answer instead
// of storing twice: one table, read before the work and written in the work's own transaction.
import type { Db } from "./database.ts";
import { compiledOnce } from "./compiled-once.ts";
import type { IdempotencyKeysTable } from "./schema.ts";

/**
 * Where an Idempotency-Key is kept: `endpoint` names what the key is for (and, for orders, whose it is);
 * `fingerprint` is the hash of the request body it came with.
 */
export type Idempotency = { endpoint: string; key: string; fingerprint: string };
export type StoredAnswer = { statusCode: number; body: unknown };

/**
 * The answer to a key reused with a different body: 422, as the IETF draft says (a replay would tell
 * the client its second request succeeded when nothing of it was done).
 * https://datatracker.ietf.org/doc/html/draft-ietf-httpapi-idempotency-key-header#section-2.7
 */
export const KEY_REUSED: StoredAnswer = {
  statusCode: 422,
  body: { detail: "This Idempotency-Key was already used with a different request body." },
};

// Read and written with every lead a form sends (each carries a key): compiled once.
const readAnswer = compiledOnce((db, { endpoint, key }: Pick<Idempotency, "endpoint" | "key">) =>
  db
    .selectFrom("idempotency_keys")
    .select(["status_code", "body", "fingerprint"])
    .where("endpoint", "=", endpoint)
    .where("key", "=", key),
);
const writeAnswer = compiledOnce((db, record: IdempotencyKeysTable) =>
  db.insertInto("idempotency_keys").values({
    endpoint: record.endpoint,
    key: record.key,
    fingerprint: record.fingerprint,
    status_code: record.status_code,
    body: record.body,
    created_at: record.created_at,
  }),
);

/** The stored answer to an earlier request with this key, if there was one; KEY_REUSED if its body differed. */
export async function storedAnswer(
  db: Db,
  { endpoint, key, fingerprint }: Idempotency,
): Promise<StoredAnswer | undefined> {
  const [row] = (await readAnswer(db, { endpoint, key })).rows;
  if (!row) return undefined;
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) return KEY_REUSED;
  return { statusCode: row.status_code, body: JSON.parse(row.body) };
}

/** Thrown by storeOnce when a concurrent request won the key with a different body; the error handler answers 422. */
export class IdempotencyKeyReused extends Error {
  readonly statusCode = KEY_REUSED.statusCode;
  constructor() {
    super((KEY_REUSED.body as { detail: string }).detail);
  }
}

/** What storeOnce answers: the work's result, or the first answer to the key (`replayed`). */
export type Stored<Result> = ({ replayed: false } & Result) | { replayed: true; answer: unknown };

/**
 * Runs `store` and records its 201 answer under the key in one transaction: when this resolves both are
 * committed, or neither is. With `replay`, the record is read first, in the same transaction: a retried
 * request gets the first answer (`replayed`) and stores nothing, or IdempotencyKeyReused when it sent a
 * different body. (An order reads it before charging the card instead: a retry must never charge.) A
 * concurrent request with the same key fails on the record's primary key, which rolls its transaction
 * back: it stores nothing and gets the first request's answer, or IdempotencyKeyReused.
 */
export async function storeOnce<Result extends { answer: unknown }>(
  db: Db,
  idempotency: Idempotency | undefined,
  store: (trx: Db) => Promise<Result>,
  { replay = false } = {},
): Promise<Stored<Result>> {
  try {
    return await db.transaction().execute(async (trx): Promise<Stored<Result>> => {
      const earlier = replay && idempotency ? await storedAnswer(trx, idempotency) : undefined;
      if (earlier === KEY_REUSED) throw new IdempotencyKeyReused();
      if (earlier) return { replayed: true, answer: earlier.body };
      const stored = await store(trx);
      if (idempotency) {
        await writeAnswer(trx, {
          ...idempotency,
          status_code: 201,
          body: JSON.stringify(stored.answer),
          created_at: new Date().toISOString(),
        });
      }
      return { replayed: false as const, ...stored };
    });
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) throw error;
    const earlier = idempotency && (await storedAnswer(db, idempotency));
    if (earlier === KEY_REUSED) throw new IdempotencyKeyReused();
    if (earlier) return { replayed: true, answer: earlier.body };
    throw error;
  }
}
