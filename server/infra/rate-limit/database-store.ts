// A store for @fastify/rate-limit that keeps its counters in the database every process shares (see
// counters-repository.ts), so a limit of 30 leads in 10 minutes stays 30 however many processes answer.
// The interface is the plugin's custom store: https://github.com/fastify/fastify-rate-limit#custom-store
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateLimitCounters } from "./counters-repository.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** A store class over `counters`; each route's store counts under its own method and URL. */
export function databaseStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      counters.hit(this.prefix + key, timeWindow, now).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: resetsAt - now }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      counters.read(this.prefix + key, now).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: hits ? resetsAt - now : 0 }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, with the route under `routeInfo` (its types say otherwise).
    child(routeOptions: object): FastifyRateLimitStore {
      const { method = "", url = "" } = (routeOptions as RouteInfo).routeInfo ?? {};
      return new DatabaseStore(undefined, `${this.prefix}${[method].flat().join(",")} ${url} `);
    }
  }
  return DatabaseStore;
}
