// @fastify/rate-limit with counters every server process shares: in Redis when REDIS_URL is set (the
// plugin's own Redis store, through ioredis), otherwise in the database. Routes opt in with
// `config: { rateLimit: { max, timeWindow } }`; nothing is limited globally. `app.sharedCounters` counts
// other amounts (bytes) in the same place.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { rateLimitCounters, type RateLimitCounters } from "./counters-repository.ts";
import { databaseStore } from "./database-store.ts";
import { databaseCounters, redisCounters, type SharedCounters } from "./shared-counters.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The database's shared counters (used when REDIS_URL is not set). */
    rateLimitCounters: RateLimitCounters;
    /** Counts of amounts other than requests, shared as the rate limits are. */
    sharedCounters: SharedCounters;
    /** The Redis connection when REDIS_URL is set (readiness pings it). */
    redis?: Redis;
  }
}

/** How often ended windows are swept from the table; a counter past its window is reset on its next hit anyway. */
const SWEEP_EVERY_MS = 10 * 60_000;

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redisUrl }: { redisUrl?: string }) => {
    const counters = rateLimitCounters(app.db);
    app.decorate("rateLimitCounters", counters);
    if (redisUrl) {
      const { Redis } = await import("ioredis");
      // A failed command must not let requests through unlimited, nor hang them: fail fast instead.
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
      await redis.connect();
      // ioredis reconnects by itself; each failed attempt is told here (unheard, it is printed to stderr).
      redis.on("error", (error: Error) => app.log.warn({ err: error }, "Redis connection failed"));
      // QUIT waits for a connection to send it on: while Redis is away, drop the socket instead.
      app.addHook("onClose", async () => (redis.status === "ready" ? void (await redis.quit()) : redis.disconnect()));
      app.decorate("redis", redis);
      app.decorate("sharedCounters", redisCounters(redis, "qto-counter-"));
      await app.register(rateLimit, { global: false, redis, nameSpace: "qto-rate-limit-" });
      return;
    }
    const sweeper = setInterval(() => {
      counters.sweep().catch((error: unknown) => app.log.warn({ err: error }, "rate-limit sweep failed"));
    }, SWEEP_EVERY_MS).unref();
    app.addHook("onClose", async () => clearInterval(sweeper));
    app.decorate("sharedCounters", databaseCounters(counters));
    await app.register(rateLimit, { global: false, store: databaseStore(counters) });
  },
  { name: "rate-limit", dependencies: ["database"] },
);
