// The customer's own account row: profile, password, address and its verification, and closing the
// account (what is kept for accounting, what goes).
import { reminderDaysOf } from "../../../contract/account/reminders.ts";
import type { Db } from "../../infra/db/database.ts";
import { isVerified } from "../../infra/mail/verified-address.ts";

export type ProfileFields = { full_name: string; company: string; role: string };

export function customerAccountsRepository(db: Db) {
  const users = () => db.selectFrom("users").selectAll();
  return {
    byId: (id: number) => users().where("id", "=", id).executeTakeFirst(),

    byEmail: (email: string) => users().where("email_key", "=", email.toLowerCase()).executeTakeFirst(),

    async updateProfile(id: number, profile: ProfileFields): Promise<void> {
      await db.updateTable("users").set(profile).where("id", "=", id).execute();
    },

    /** The password its owner chose: one an administrator set no longer needs changing. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable("users")
        .set({ password_hash: passwordHash, must_change_password: 0 })
        .where("id", "=", id)
        .execute();
    },

    async markVerified(id: number, email: string, at: Date): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable("users")
        .set({ email_verified_at: at.toISOString() })
        .where("id", "=", id)
        .where("email_key", "=", email.toLowerCase())
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },

    /** Moves the account to a confirmed new address; false when another account took it meanwhile. */
    async changeEmail(id: number, email: string, at: Date): Promise<boolean> {
      const email_key = email.toLowerCase();
      const taken = await users().where("email_key", "=", email_key).where("id", "!=", id).executeTakeFirst();
      if (taken) return false;
      try {
        await db
          .updateTable("users")
          .set({ email, email_key, email_verified_at: at.toISOString() })
          .where("id", "=", id)
          .execute();
        return true;
      } catch {
        // The unique key refused it: another account took the address since the check.
        return false;
      }
    },

    /**
     * Closes an account: its orders stay for accounting without the billing address (number, date,
     * lines, totals and the card's brand and last four remain); its favorites, saved searches, reminders,
     * sessions and links go; the row keeps only its id, renamed so the username and address are free
     * again, unable to sign in.
     */
    async close(id: number, at: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("orders").set({ billing: "{}" }).where("user_id", "=", id).execute();
        await trx.deleteFrom("favorites").where("user_id", "=", id).execute();
        // Its saved searches and bid reminders (server/domains/alerts/) go with the stars.
        await trx.deleteFrom("saved_searches").where("user_id", "=", id).execute();
        await trx.deleteFrom("bid_reminders").where("user_id", "=", id).execute();
        await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
        await trx.deleteFrom("account_tokens").where("user_id", "=", id).execute();
        await trx.updateTable("leads").set({ user_id: null }).where("user_id", "=", id).execute();
        const anonymous = `deleted-${id}`;
        await trx
          .updateTable("users")
          .set({
            username: anonymous,
            username_key: anonymous,
            email: `${anonymous}@deleted.invalid`,
            email_key: `${anonymous}@deleted.invalid`,
            // No scrypt hash: verifyPassword refuses every password.
            password_hash: "closed",
            full_name: "",
            company: "",
            role: "",
            email_verified_at: null,
            last_login_at: null,
            disabled_at: at.toISOString(),
          })
          .where("id", "=", id)
          .execute();
      });
    },

    /** The ids and dates of a user's favorite projects, for their export. */
    favorites: (id: number) =>
      db
        .selectFrom("favorites")
        .innerJoin("projects", "projects.id", "favorites.project_id")
        .select(["projects.id", "projects.name", "favorites.created_at"])
        .where("favorites.user_id", "=", id)
        .orderBy("favorites.created_at")
        .execute(),

    /** A user's saved searches and bid reminder days (migration 029), for their export. */
    async reminders(id: number) {
      const savedSearches = await db
        .selectFrom("saved_searches")
        .select(["name", "query", "frequency", "paused", "created_at", "last_sent_at"])
        .where("user_id", "=", id)
        .orderBy("created_at")
        .execute();
      const bidReminders = await db
        .selectFrom("bid_reminders")
        .select(["project_id", "days"])
        .where("user_id", "=", id)
        .orderBy("project_id")
        .execute();
      return {
        saved_searches: savedSearches.map((search) => ({ ...search, paused: search.paused === 1 })),
        bid_reminders: bidReminders.map(({ project_id, days }) => ({ project_id, days: reminderDaysOf(days) })),
      };
    },

    /**
     * The leads sent while signed in to this account (migration 024) and, once its address is verified,
     * those sent signed out with that address: found by text, kept only when their e-mail field is exactly
     * the address. Typing an address proves nothing, and a lead sent signed in to another account stays
     * that account's, whatever address either account has since.
     */
    async leadsOf(user: { id: number; email: string; email_verified_at: string | null }) {
      const key = user.email.toLowerCase();
      const byAddress = isVerified(user);
      // Not escaped: a "_" or "%" in the address only widens the candidates, which the filter narrows.
      const pattern = `%${key}%`;
      const rows = await db
        .selectFrom("leads")
        .select(["reference", "type", "payload", "created_at", "user_id"])
        .where((eb) =>
          byAddress
            ? eb.or([
                eb("user_id", "=", user.id),
                eb.and([eb("user_id", "is", null), eb(eb.fn("lower", ["payload"]), "like", pattern)]),
              ])
            : eb("user_id", "=", user.id),
        )
        .orderBy("created_at")
        .execute();
      return rows
        .map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }))
        .filter((row) => row.user_id === user.id || String(row.payload.email ?? "").toLowerCase() === key)
        .map(({ reference, type, payload, created_at }) => ({ reference, type, created_at, payload }));
    },
  };
}

export type CustomerAccountsRepository = ReturnType<typeof customerAccountsRepository>;
