// A list of origins as the CORS check reads it (the partners', the blocked ones): a set kept in memory, read again from the
// database when a change is made here and at least every few seconds, so several server processes on
// one database agree about a new origin without a restart.
import type { FastifyBaseLogger } from "fastify";

export const ORIGINS_MAX_AGE_MS = 3000;

export function liveOrigins(load: () => Promise<string[]>, log: FastifyBaseLogger, maxAgeMs = ORIGINS_MAX_AGE_MS) {
  let origins = new Set<string>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  const read = () =>
    load().then(
      (list) => {
        origins = new Set(list);
        loadedAt = Date.now();
      },
      // The last set stays in use; the next request tries again.
      (error) => log.error({ err: error }, "could not read a list of origins (partners' or blocked)"),
    );
  // Concurrent requests share one read.
  const refresh = () => (loading ??= read().finally(() => (loading = undefined)));

  return {
    async has(origin: string): Promise<boolean> {
      if (Date.now() - loadedAt > maxAgeMs) await refresh();
      return origins.has(origin);
    },
    /** After a change committed here: a read already under way may predate it, so read once more. */
    async changed(): Promise<void> {
      await loading;
      await refresh();
    },
  };
}
