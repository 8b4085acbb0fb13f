// The account's routes that send mail or use a link, each limited per IP and per account (or the address
// a link went to): five in fifteen minutes a key, as logins are (login-throttle.ts), then 429 with
// Retry-After. Counted in the shared counters, so every server process sees the same count.
import type { FastifyInstance, FastifyReply } from "fastify";
import { tooManyRequests } from "../../../contract/account/account.ts";
import { limitWait } from "../../infra/rate-limit/limit-wait.ts";
import { MAX_FAILURES, WINDOW_MS } from "../../infra/auth/login-throttle.ts";

export const REQUEST_LIMIT = { max: MAX_FAILURES, windowMs: WINDOW_MS };

/** Counts this request under each key; answers 429 (and true) when one of them is over the limit. */
export async function refusedAsTooMany(app: FastifyInstance, reply: FastifyReply, keys: string[]): Promise<boolean> {
  const wait = await limitWait(app.rateLimitCounters, keys, REQUEST_LIMIT);
  if (wait === 0) return false;
  await reply
    .code(429)
    .header("retry-after", String(wait))
    .send({ detail: tooManyRequests(wait) });
  return true;
}
