// The account_tokens table: the single-use links the account e-mails, kept as the SHA-256 of their token.
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

export type TokenPurpose = "password_reset" | "email_verify" | "email_change";

/** The link `tokenHash` names, for `purpose`, while it is unused and unexpired. */
const openLink =
  (purpose: TokenPurpose, tokenHash: string, now: Date) => (eb: ExpressionBuilder<Database, "account_tokens">) =>
    eb.and([
      eb("token_hash", "=", tokenHash),
      eb("purpose", "=", purpose),
      eb("used_at", "is", null),
      eb("expires_at", ">", now.toISOString()),
    ]);

export function accountTokensRepository(db: Db) {
  return {
    /** Stores a link's token, valid for `ttlMs` from now (both times from one clock reading). */
    async create(
      { ttlMs, ...token }: { user_id: number; purpose: TokenPurpose; token_hash: string; email: string; ttlMs: number },
      trx: Kysely<Database> = db,
    ): Promise<number> {
      const now = Date.now();
      const { id } = await trx
        .insertInto("account_tokens")
        .values({
          ...token,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + ttlMs).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    /** The row a link names while it is unused and unexpired, without using it; or undefined. */
    usable: (purpose: TokenPurpose, tokenHash: string, now: Date) =>
      db
        .selectFrom("account_tokens")
        .select(["user_id", "email"])
        .where(openLink(purpose, tokenHash, now))
        .executeTakeFirst(),

    /**
     * Uses the token once, in one statement, so two requests racing with one link cannot both succeed:
     * the row the link names when it was unused and unexpired, or undefined.
     */
    consume: (purpose: TokenPurpose, tokenHash: string, now: Date, trx: Kysely<Database> = db) =>
      trx
        .updateTable("account_tokens")
        .set({ used_at: now.toISOString() })
        .where(openLink(purpose, tokenHash, now))
        .returning(["user_id", "email"])
        .executeTakeFirst(),

    /** Ends every open link of `purpose` a user has (a reset that worked makes the others worthless). */
    async useAllOf(userId: number, purpose: TokenPurpose, now: Date, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .updateTable("account_tokens")
        .set({ used_at: now.toISOString() })
        .where("user_id", "=", userId)
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .execute();
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof accountTokensRepository>;
