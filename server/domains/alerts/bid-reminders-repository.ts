// What bid reminders read and write: a customer's starred projects with the days before the bid date they
// chose, the reminders an hourly job may send (verified owners of accounts that are not disabled, projects
// still starred and published), and the record of each reminder sent, unique per (user, project, days).
import type { Kysely } from "kysely";
import { reminderDaysOf, type BidReminder, type ReminderDay } from "../../../contract/account/reminders.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

export type DueReminder = {
  user_id: number;
  full_name: string;
  email: string;
  email_verified_at: string | null;
  project_id: number;
  name: string;
  city: string;
  state: string;
  bid_date: string;
  bid_time: string | null;
  time_zone: string | null;
  days: ReminderDay[];
};

export function bidRemindersRepository(db: Db) {
  /** The user's starred projects that are published, with their reminder days. */
  const starred = (userId: number) =>
    db
      .selectFrom("favorites")
      .innerJoin("projects", "projects.id", "favorites.project_id")
      .leftJoin("bid_reminders", (join) =>
        join
          .onRef("bid_reminders.user_id", "=", "favorites.user_id")
          .onRef("bid_reminders.project_id", "=", "favorites.project_id"),
      )
      .select(["projects.id", "projects.name", "projects.bid_date", "bid_reminders.days"])
      .where("favorites.user_id", "=", userId)
      .where("projects.publication", "=", "published");
  const toReminder = (row: { id: number; name: string; bid_date: string; days: string | null }): BidReminder => ({
    project_id: Number(row.id),
    title: row.name,
    bid_date: row.bid_date || null,
    days: reminderDaysOf(row.days),
  });

  return {
    async list(userId: number): Promise<BidReminder[]> {
      return (await starred(userId).orderBy("projects.bid_date").orderBy("projects.id").execute()).map(toReminder);
    },

    /** The user's reminder of a project they starred; undefined when they did not star it (or it is not public). */
    async find(userId: number, projectId: number): Promise<BidReminder | undefined> {
      const row = await starred(userId).where("projects.id", "=", projectId).executeTakeFirst();
      return row && toReminder(row);
    },

    /** Sets the days ([] clears them): one statement each way, so two quick changes cannot collide. */
    async setDays(userId: number, projectId: number, days: ReminderDay[]): Promise<void> {
      if (!days.length) {
        await db
          .deleteFrom("bid_reminders")
          .where("user_id", "=", userId)
          .where("project_id", "=", projectId)
          .execute();
        return;
      }
      await db
        .insertInto("bid_reminders")
        .values({ user_id: userId, project_id: projectId, days: JSON.stringify(days) })
        .onConflict((conflict) =>
          conflict.columns(["user_id", "project_id"]).doUpdateSet({ days: JSON.stringify(days) }),
        )
        .execute();
    },

    /** Every reminder that could be due: chosen days, a starred published project that is not closed. */
    async candidates(): Promise<DueReminder[]> {
      const rows = await db
        .selectFrom("bid_reminders")
        .innerJoin("favorites", (join) =>
          join
            .onRef("favorites.user_id", "=", "bid_reminders.user_id")
            .onRef("favorites.project_id", "=", "bid_reminders.project_id"),
        )
        .innerJoin("projects", "projects.id", "bid_reminders.project_id")
        .innerJoin("users", "users.id", "bid_reminders.user_id")
        .select([
          "bid_reminders.user_id",
          "users.full_name",
          "users.email",
          "users.email_verified_at",
          "bid_reminders.project_id",
          "projects.name",
          "projects.city",
          "projects.state",
          "projects.bid_date",
          "projects.bid_time",
          "projects.time_zone",
          "bid_reminders.days",
        ])
        .where("projects.publication", "=", "published")
        .where("projects.closed_at", "is", null)
        .where("users.disabled_at", "is", null)
        .orderBy("bid_reminders.user_id")
        .orderBy("bid_reminders.project_id")
        .execute();
      return rows.map((row) => ({ ...row, days: reminderDaysOf(row.days) }));
    },

    /** Records the reminder `days` before project `projectId`'s bid to `userId`, in `trx`; false when sent already. */
    async claim(trx: Kysely<Database>, userId: number, projectId: number, days: number, at: string): Promise<boolean> {
      const inserted = await trx
        .insertInto("bid_reminder_deliveries")
        .values({ user_id: userId, project_id: projectId, days, sent_at: at })
        .onConflict((oc) => oc.columns(["user_id", "project_id", "days"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Whether user `userId` exists (a valid token for a deleted account unsubscribes nobody). */
    async userExists(userId: number): Promise<boolean> {
      return (await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()) !== undefined;
    },
  };
}

export type BidRemindersRepository = ReturnType<typeof bidRemindersRepository>;
