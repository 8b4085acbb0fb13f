// The login_failures table: login attempts counted per key (an account, an IP) in a fixed window.
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

export type FailureWindow = { failures: number; window_start: string };

export function loginFailuresRepository(db: Db) {
  return {
    /**
     * Counts one attempt on `key` and answers the count with it, in one statement: attempts sent together
     * each see the others (a read, then a write after the hash, let 20 through a limit of 5). A window
     * older than `windowMs` starts again at 1.
     */
    attempt(key: string, now: number, windowMs: number): Promise<FailureWindow> {
      const start = new Date(now).toISOString();
      // ISO 8601 timestamps in UTC sort as text.
      const expired = sql<boolean>`login_failures.window_start <= ${new Date(now - windowMs).toISOString()}`;
      return db
        .insertInto("login_failures")
        .values({ key, failures: 1, window_start: start })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            failures: sql`case when ${expired} then 1 else login_failures.failures + 1 end`,
            window_start: sql`case when ${expired} then ${start} else login_failures.window_start end`,
          }),
        )
        .returning(["failures", "window_start"])
        .executeTakeFirstOrThrow();
    },

    /** Takes back one attempt that turned out right, so signing in is not counted as a failure. */
    async refund(key: string): Promise<void> {
      await db
        .updateTable("login_failures")
        .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
        .where("key", "=", key)
        .execute();
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom("login_failures").where("key", "=", key).execute();
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof loginFailuresRepository>;
