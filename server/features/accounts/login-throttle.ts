// Failed logins counted per account and per IP in the database (shared by every server process): after
// five failures in fifteen minutes, either key is refused until its window ends.
import type { LoginFailuresRepository } from "./login-failures-repository.ts";

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export function loginThrottle(failures: LoginFailuresRepository) {
  const current = async (key: string, now: number) => {
    const row = await failures.find(key);
    return row && now - Date.parse(row.window_start) < WINDOW_MS ? row : undefined;
  };
  return {
    /** Seconds until the first of `keys` that is locked may try again; 0 when none is. */
    async retryAfter(keys: string[], now = Date.now()): Promise<number> {
      let wait = 0;
      for (const key of keys) {
        const row = await current(key, now);
        if (row && row.failures >= MAX_FAILURES) {
          wait = Math.max(wait, Math.ceil((Date.parse(row.window_start) + WINDOW_MS - now) / 1000));
        }
      }
      return wait;
    },

    async fail(keys: string[], now = Date.now()): Promise<void> {
      for (const key of keys) {
        const row = await current(key, now);
        const values = row
          ? { failures: row.failures + 1, window_start: row.window_start }
          : { failures: 1, window_start: new Date(now).toISOString() };
        await failures.save(key, values);
      }
    },

    async reset(key: string): Promise<void> {
      await failures.remove(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
