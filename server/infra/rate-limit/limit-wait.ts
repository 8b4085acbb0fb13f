// A limit counted by the route itself, under keys @fastify/rate-limit cannot name (an account, an e-mail
// address a link was sent to), in the same shared counters (counters-repository.ts).
import type { RateLimitCounters } from "./counters-repository.ts";

export type Limit = { max: number; windowMs: number };

/** Counts one hit under each key: the seconds until every key over `limit` is free again, or 0 when none is. */
export async function limitWait(
  counters: RateLimitCounters,
  keys: string[],
  limit: Limit,
  now = Date.now(),
): Promise<number> {
  let wait = 0;
  for (const key of keys) {
    const { hits, resetsAt } = await counters.hit(key, limit.windowMs, now);
    if (hits > limit.max) wait = Math.max(wait, 1, Math.ceil((resetsAt - now) / 1000));
  }
  return wait;
}
