// Counters every server process shares, for limits that are not a count of requests (those are
// @fastify/rate-limit's): a quote form's upload budget counts bytes. They live where the rate limits'
// counters do: in Redis when REDIS_URL is set, in the database's rate_limit_counters otherwise. A count
// runs in a window that starts with its first amount and ends `windowMs` later.
import type { Redis } from "ioredis";
import type { Count, RateLimitCounters } from "./counters-repository.ts";

export type SharedCounters = {
  /** Adds `amount` to `key`'s count (a new window of `windowMs` when none runs) and answers the count. */
  add(key: string, amount: number, windowMs: number): Promise<Count>;
  /** `key`'s count in its running window; zero when none runs. */
  read(key: string): Promise<Count>;
};

/** The counters in the database's rate_limit_counters table (one atomic statement an amount). */
export function databaseCounters(counters: RateLimitCounters): SharedCounters {
  return {
    add: (key, amount, windowMs) => counters.hit(key, windowMs, Date.now(), amount),
    read: (key) => counters.read(key),
  };
}

/** The values of a MULTI's replies, or the first command's error. */
function replies(results: Array<[Error | null, unknown]> | null): unknown[] {
  if (!results) throw new Error("Redis discarded the transaction");
  for (const [error] of results) if (error) throw error;
  return results.map(([, value]) => value);
}

/**
 * The counters in Redis under `prefix`: SET NX PX starts a window only when none runs, INCRBY keeps its
 * expiry, and MULTI makes the three one step (https://redis.io/docs/latest/develop/interact/transactions/).
 */
export function redisCounters(redis: Redis, prefix: string): SharedCounters {
  return {
    async add(key, amount, windowMs) {
      const now = Date.now();
      const name = prefix + key;
      const [, hits, ttl] = replies(
        await redis.multi().set(name, 0, "PX", windowMs, "NX").incrby(name, amount).pttl(name).exec(),
      );
      return { hits: Number(hits), resetsAt: now + Number(ttl) };
    },
    async read(key) {
      const now = Date.now();
      const [hits, ttl] = replies(
        await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec(),
      );
      return hits === null ? { hits: 0, resetsAt: now } : { hits: Number(hits), resetsAt: now + Number(ttl) };
    },
  };
}
