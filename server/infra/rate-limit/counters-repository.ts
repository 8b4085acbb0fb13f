// The shared rate-limit counters (table rate_limit_counters): one statement counts a hit and answers
// the count, so two processes counting the same client at once cannot both see the last free slot.
// `INSERT … ON CONFLICT DO UPDATE … RETURNING` is atomic in PostgreSQL and SQLite (3.35+) alike.
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { compiledOnce } from "../db/compiled-once.ts";

export type Count = { hits: number; resetsAt: number };

/** One hit counted (or `amount`, such as a file's bytes), on every request a limit watches: compiled once. */
const countHit = compiledOnce((db, hit: { key: string; amount: number; now: number; resetsAt: number }) => {
  const expired = sql<boolean>`rate_limit_counters.resets_at <= ${hit.now}`;
  return db
    .insertInto("rate_limit_counters")
    .values({ key: hit.key, hits: hit.amount, resets_at: hit.resetsAt })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql`case when ${expired} then ${hit.amount} else rate_limit_counters.hits + ${hit.amount} end`,
        resets_at: sql`case when ${expired} then ${hit.resetsAt} else rate_limit_counters.resets_at end`,
      }),
    )
    .returning(["hits", "resets_at"]);
});

export function rateLimitCounters(db: Db) {
  return {
    /**
     * Counts one hit on `key` (or `amount`); a window that has ended starts again at that count, ending
     * `windowMs` from `now`.
     */
    async hit(key: string, windowMs: number, now = Date.now(), amount = 1): Promise<Count> {
      const { rows } = await countHit(db, { key, amount, now, resetsAt: now + windowMs });
      const row = rows[0]!;
      return { hits: Number(row.hits), resetsAt: Number(row.resets_at) };
    },

    /** The count on `key` without adding a hit; zero when its window has ended. */
    async read(key: string, now = Date.now()): Promise<Count> {
      const row = await db
        .selectFrom("rate_limit_counters")
        .select(["hits", "resets_at"])
        .where("key", "=", key)
        .where("resets_at", ">", now)
        .executeTakeFirst();
      return row ? { hits: Number(row.hits), resetsAt: Number(row.resets_at) } : { hits: 0, resetsAt: now };
    },

    /** Removes the counters whose window ended before `now`, and answers how many. */
    async sweep(now = Date.now()): Promise<number> {
      const result = await db.deleteFrom("rate_limit_counters").where("resets_at", "<=", now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateLimitCounters = ReturnType<typeof rateLimitCounters>;
