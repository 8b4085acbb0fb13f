// What the watch-list alerts read and write: a project's watchers (the visitors who starred it and did
// not unsubscribe), the project as the e-mail names it, the record of each e-mail sent, and opt-outs.
import type { Kysely } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

export type Watcher = { id: number; full_name: string; email: string; email_verified_at: string | null };
export type WatchedProject = {
  id: number;
  name: string;
  awarded_company: string | null;
  awarded_amount: number | null;
};

export function watchAlertsRepository(db: Db) {
  return {
    /** The project, while it is public: a draft or withdrawn one has no page to send watchers to. */
    async project(id: number): Promise<WatchedProject | undefined> {
      return db
        .selectFrom("projects")
        .select(["id", "name", "awarded_company", "awarded_amount"])
        .where("id", "=", id)
        .where("publication", "=", "published")
        .executeTakeFirst();
    },

    /** Who starred project `projectId`, with an account that is not disabled, and did not unsubscribe. */
    async watchers(projectId: number): Promise<Watcher[]> {
      return db
        .selectFrom("favorites")
        .innerJoin("users", "users.id", "favorites.user_id")
        .select(["users.id", "users.full_name", "users.email", "users.email_verified_at"])
        .where("favorites.project_id", "=", projectId)
        .where("users.disabled_at", "is", null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("watch_alert_opt_outs").select("user_id").whereRef("user_id", "=", "users.id"))),
        )
        .orderBy("users.id")
        .execute();
    },

    /**
     * Records the e-mail of `eventId` to `userId` in `trx`; false when one is recorded already (by an
     * earlier run, or by another process whose transaction the unique key made this one wait for).
     */
    async claim(trx: Kysely<Database>, eventId: string, userId: number, projectId: number): Promise<boolean> {
      const inserted = await trx
        .insertInto("watch_alert_mails")
        .values({ event_id: eventId, user_id: userId, project_id: projectId, sent_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(["event_id", "user_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** How many alert e-mails `eventId` sent (tests and the log). */
    async sentFor(eventId: string): Promise<number> {
      const row = await db
        .selectFrom("watch_alert_mails")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("event_id", "=", eventId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Stops every watch-list alert to `userId`; a second unsubscribe changes nothing. */
    async unsubscribe(userId: number, projectId: number): Promise<void> {
      await db
        .insertInto("watch_alert_opt_outs")
        .values({ user_id: userId, project_id: projectId, unsubscribed_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
    },

    /** Whether user `userId` exists (a valid token for a deleted account unsubscribes nobody). */
    async userExists(userId: number): Promise<boolean> {
      return (await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()) !== undefined;
    },
  };
}

export type WatchAlertsRepository = ReturnType<typeof watchAlertsRepository>;
