// The sessions table: one row per signed-in browser, keyed by the SHA-256 of its cookie's value.
import type { Db } from "../../infra/db/database.ts";

export function sessionsRepository(db: Db) {
  return {
    async create(session: {
      id_hash: string;
      user_id: number;
      created_at: string;
      last_seen_at: string;
      console_seen_at: string;
    }) {
      await db.insertInto("sessions").values(session).execute();
    },

    find: (idHash: string) => db.selectFrom("sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst(),

    async touch(idHash: string, lastSeenAt: string): Promise<void> {
      await db.updateTable("sessions").set({ last_seen_at: lastSeenAt }).where("id_hash", "=", idHash).execute();
    },

    /** Marks the second factor passed and gives the session its new id, in one statement. */
    async touchConsole(idHash: string, consoleSeenAt: string): Promise<void> {
      await db.updateTable("sessions").set({ console_seen_at: consoleSeenAt }).where("id_hash", "=", idHash).execute();
    },

    async passSecondFactor(idHash: string, newIdHash: string, at: string): Promise<void> {
      await db
        .updateTable("sessions")
        .set({ id_hash: newIdHash, second_factor_at: at })
        .where("id_hash", "=", idHash)
        .execute();
    },

    async removeAllOf(userId: number, exceptIdHash?: string): Promise<void> {
      let query = db.deleteFrom("sessions").where("user_id", "=", userId);
      if (exceptIdHash !== undefined) query = query.where("id_hash", "!=", exceptIdHash);
      await query.execute();
    },

    async remove(idHash: string): Promise<void> {
      await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
