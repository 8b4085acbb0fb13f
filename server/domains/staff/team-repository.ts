// Staff accounts as the team screen and the users command see them: the users whose access role is
// staff or admin, with whether their second factor is enrolled; role, disabled and password changes.
import type { Kysely } from "kysely";
import { type AccessRole, STAFF_ROLES } from "../../../contract/staff/staff.ts";
import type { TeamMember } from "../../../contract/staff/team.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

export function teamRepository(db: Db) {
  const members = (trx: Kysely<Database>) =>
    trx
      .selectFrom("users")
      .leftJoin("second_factors", "second_factors.user_id", "users.id")
      .select([
        "users.id",
        "users.username",
        "users.email",
        "users.access_role",
        "users.last_login_at",
        "users.disabled_at",
        "users.must_change_password",
        "second_factors.confirmed_at",
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof members>["executeTakeFirstOrThrow"]>>;
  const toMember = (row: Row): TeamMember => ({
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.access_role as AccessRole,
    second_factor: row.confirmed_at !== null,
    last_login: row.last_login_at,
    disabled: row.disabled_at !== null,
    must_change_password: row.must_change_password === 1,
  });

  return {
    /** Staff and admins, by username. */
    async list(): Promise<TeamMember[]> {
      const rows = await members(db)
        .where("users.access_role", "in", STAFF_ROLES)
        .orderBy("users.username_key")
        .execute();
      return rows.map(toMember);
    },

    /** One account as the team screen shows it, whatever its role (a customer before promotion). */
    async member(id: number, trx: Kysely<Database> = db): Promise<TeamMember | undefined> {
      const row = await members(trx).where("users.id", "=", id).executeTakeFirst();
      return row && toMember(row);
    },

    async setRole(id: number, role: string, trx: Kysely<Database> = db): Promise<void> {
      await trx.updateTable("users").set({ access_role: role }).where("id", "=", id).execute();
    },

    async setDisabled(id: number, disabled: boolean, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .updateTable("users")
        .set({ disabled_at: disabled ? new Date().toISOString() : null })
        .where("id", "=", id)
        .execute();
    },

    /** A password an administrator chose (a reset): the member changes it at their next sign-in. */
    async setTemporaryPassword(id: number, passwordHash: string, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, must_change_password: 1 })
        .where("id", "=", id)
        .execute();
    },

    /** Admins who can still sign in, but `exceptId`. */
    async otherActiveAdmins(exceptId: number, trx: Kysely<Database> = db): Promise<number> {
      const row = await trx
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("access_role", "=", "admin")
        .where("disabled_at", "is", null)
        .where("id", "!=", exceptId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TeamRepository = ReturnType<typeof teamRepository>;
