// The login_failures table: failed logins counted per key (an account, an IP) in a window.
import type { Db } from "../../infra/db/database.ts";

export type FailureWindow = { failures: number; window_start: string };

export function loginFailuresRepository(db: Db) {
  return {
    find: (key: string) => db.selectFrom("login_failures").selectAll().where("key", "=", key).executeTakeFirst(),

    async save(key: string, window: FailureWindow): Promise<void> {
      await db
        .insertInto("login_failures")
        .values({ key, ...window })
        .onConflict((oc) => oc.column("key").doUpdateSet(window))
        .execute();
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom("login_failures").where("key", "=", key).execute();
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof loginFailuresRepository>;
