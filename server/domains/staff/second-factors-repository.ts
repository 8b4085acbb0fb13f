// The second_factors and recovery_codes tables: a staff member's TOTP secret (sealed: secret-box.ts) and
// recovery-code hashes. Each "use" is one conditional UPDATE, so two requests racing with the same code
// cannot both pass.
import type { Kysely } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";
import type { SecretBox } from "./secret-box.ts";

export function secondFactorsRepository(db: Db, box: SecretBox) {
  const opensWithKey = (stored: string, userId: number) => {
    try {
      box.open(stored, userId);
      return true;
    } catch {
      return false;
    }
  };
  return {
    /** The member's second factor, its secret opened. */
    async byUser(userId: number) {
      const row = await db.selectFrom("second_factors").selectAll().where("user_id", "=", userId).executeTakeFirst();
      return row && { ...row, secret: box.open(row.secret, userId) };
    },

    /**
     * Seals the secrets stored before they were sealed, and answers how many, with the members whose
     * sealed secret does not open (altered, or moved: each needs a reset); run at start, by every process
     * alike. Throws when none of the sealed ones opens: the key is not the one they were sealed with.
     */
    async sealPlain(): Promise<{ sealed: number; unopened: number[] }> {
      const rows = await db.selectFrom("second_factors").select(["user_id", "secret"]).execute();
      let sealed = 0;
      const unopened: number[] = [];
      for (const { user_id, secret } of rows) {
        if (box.isSealed(secret)) {
          if (!opensWithKey(secret, user_id)) unopened.push(user_id);
          continue;
        }
        // Only if it is still the plain one: another process may have sealed it meanwhile.
        const result = await db
          .updateTable("second_factors")
          .set({ secret: box.seal(secret, user_id) })
          .where("user_id", "=", user_id)
          .where("secret", "=", secret)
          .executeTakeFirst();
        sealed += Number(result.numUpdatedRows);
      }
      const sealedBefore = rows.filter((row) => box.isSealed(row.secret)).length;
      if (sealedBefore && unopened.length === sealedBefore)
        throw new Error(
          "SECOND_FACTOR_KEY does not open the second-factor secrets: set the key they were sealed with.",
        );
      return { sealed, unopened };
    },

    /** Starts (or starts again) an enrolment with a new secret; refused (false) once one is confirmed. */
    async begin(userId: number, plain: string): Promise<boolean> {
      const now = new Date().toISOString();
      const secret = box.seal(plain, userId);
      const result = await db
        .insertInto("second_factors")
        .values({ user_id: userId, secret, created_at: now, confirmed_at: null, last_step: null })
        .onConflict((oc) =>
          oc
            .column("user_id")
            .doUpdateSet({ secret, created_at: now, last_step: null })
            .where("second_factors.confirmed_at", "is", null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Records that a code of time step `step` was accepted, only if no code of that step or a later one
     * was: false means the code was used already (RFC 6238 §5.2).
     */
    async useStep(userId: number, step: number, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx
        .updateTable("second_factors")
        .set({ last_step: step })
        .where("user_id", "=", userId)
        .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Confirms the enrolment and stores the recovery codes' hashes in place of any earlier ones. */
    async confirm(userId: number, codeHashes: string[], trx: Kysely<Database>): Promise<void> {
      await trx
        .updateTable("second_factors")
        .set({ confirmed_at: new Date().toISOString() })
        .where("user_id", "=", userId)
        .execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
        .execute();
    },

    /** Spends one recovery code: false when it is unknown or was spent already. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const result = await db
        .updateTable("recovery_codes")
        .set({ used_at: new Date().toISOString() })
        .where("user_id", "=", userId)
        .where("code_hash", "=", codeHash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Forgets the second factor (an admin's reset): the member enrols again at their next sign-in. */
    async reset(userId: number, trx: Kysely<Database> = db): Promise<void> {
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx.deleteFrom("second_factors").where("user_id", "=", userId).execute();
    },

    /** Recovery codes left unused. */
    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type SecondFactorsRepository = ReturnType<typeof secondFactorsRepository>;
