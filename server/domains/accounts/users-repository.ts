// Accounts: created once with a hashed password, found by username (or e-mail) whatever its letter case.
import type { Kysely } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

// A new account names no trade until its holder chooses one on the profile: the card shows none rather
// than a guess.
export const DEFAULT_ROLE = "";

export function usersRepository(db: Db) {
  return {
    /** The new user's id, or the field already taken. */
    async create(
      user: {
        username: string;
        email: string;
        password_hash: string;
        access_role?: string;
        /** 1: a password an administrator chose, to be changed at the first sign-in. */
        must_change_password?: number;
      },
      trx: Kysely<Database> = db,
    ): Promise<{ id: number } | { taken: "username" | "email" }> {
      const username_key = user.username.toLowerCase();
      const email_key = user.email.toLowerCase();
      const clash = async () => {
        const row = await trx
          .selectFrom("users")
          .select(["username_key", "email_key"])
          .where((eb) => eb.or([eb("username_key", "=", username_key), eb("email_key", "=", email_key)]))
          .executeTakeFirst();
        return row && { taken: row.username_key === username_key ? ("username" as const) : ("email" as const) };
      };
      const earlier = await clash();
      if (earlier) return earlier;
      try {
        const { id } = await trx
          .insertInto("users")
          .values({ ...user, username_key, email_key, role: DEFAULT_ROLE, created_at: new Date().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { id: Number(id) };
      } catch (error) {
        // A registration with the same name or e-mail may have won the race since the check above;
        // any other failure is a real one.
        const raced = await clash();
        if (raced) return raced;
        throw error;
      }
    },

    byUsername: (username: string) =>
      db.selectFrom("users").selectAll().where("username_key", "=", username.toLowerCase()).executeTakeFirst(),

    /**
     * The account a login names, by e-mail address or else by username. A new username holds no "@"
     * (contract/schemas/accounts.ts), but one made before may equal someone's address: the address wins,
     * so nobody can take another's logins by e-mail, and every account can still sign in with its own.
     */
    async byLogin(login: string) {
      const key = login.toLowerCase();
      const rows = await db
        .selectFrom("users")
        .selectAll()
        .where((eb) => eb.or([eb("username_key", "=", key), eb("email_key", "=", key)]))
        .execute();
      return rows.find((row) => row.email_key === key) ?? rows[0];
    },

    byId: (id: number) => db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst(),

    async markLogin(id: number): Promise<void> {
      await db.updateTable("users").set({ last_login_at: new Date().toISOString() }).where("id", "=", id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
