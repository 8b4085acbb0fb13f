// The origins no one listed whose pages sent leads anyway (each lead keeps its origin, migration 037),
// and the origins staff blocked: their leads are refused until someone unblocks them.
import type { Kysely } from "kysely";
import type { UnlistedOrigin } from "../../../contract/staff/partners.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

/**
 * The most unlisted origins the screen lists, the latest first: anyone may send leads from any origin, so
 * a script could send from thousands; the blocked ones are listed on top of these, all of them.
 */
export const UNLISTED_SHOWN = 100;

export function unlistedOriginsRepository(db: Db) {
  return {
    /**
     * Origins that sent leads while unlisted and are not listed now (`listed`), up to UNLISTED_SHOWN, and
     * the blocked ones, latest lead first.
     */
    async list(listed: Set<string>): Promise<UnlistedOrigin[]> {
      const blocked = await db
        .selectFrom("blocked_origins")
        .leftJoin("users", "users.id", "blocked_origins.blocked_by")
        .select(["blocked_origins.origin", "blocked_origins.blocked_at", "users.username"])
        .execute();
      const sent = (origins?: string[]) => {
        let query = db
          .selectFrom("leads")
          .select([
            "unlisted_origin",
            (eb) => eb.fn.countAll<number>().as("leads"),
            (eb) => eb.fn.max("created_at").as("last"),
          ])
          .where("unlisted_origin", "is not", null)
          .groupBy("unlisted_origin");
        if (origins) query = query.where("unlisted_origin", "in", origins);
        return query;
      };
      const rows = [
        // Some of the latest may be listed or blocked since: as many more as could be.
        ...(await sent()
          .orderBy((eb) => eb.fn.max("created_at"), "desc")
          .limit(UNLISTED_SHOWN + listed.size + blocked.length)
          .execute()),
        ...(blocked.length ? await sent(blocked.map((row) => row.origin)).execute() : []),
      ];
      const byOrigin = new Map<string, UnlistedOrigin>();
      for (const row of rows)
        byOrigin.set(row.unlisted_origin!, {
          origin: row.unlisted_origin!,
          leads: Number(row.leads),
          last_lead: row.last,
          blocked: null,
        });
      for (const row of blocked) {
        const found = byOrigin.get(row.origin) ?? { origin: row.origin, leads: 0, last_lead: null, blocked: null };
        byOrigin.set(row.origin, { ...found, blocked: { at: row.blocked_at, by: row.username ?? "" } });
      }
      const latest = [...byOrigin.values()]
        .filter((entry) => !listed.has(entry.origin))
        .sort((a, b) => (b.last_lead ?? "").localeCompare(a.last_lead ?? "") || a.origin.localeCompare(b.origin));
      const shown = latest.filter((entry) => !entry.blocked).slice(0, UNLISTED_SHOWN);
      return latest.filter((entry) => entry.blocked || shown.includes(entry));
    },

    /** Every blocked origin, for the lead forms' check. */
    async blocked(): Promise<string[]> {
      return (await db.selectFrom("blocked_origins").select("origin").execute()).map((row) => row.origin);
    },

    /** False when it was blocked already. */
    async block(trx: Kysely<Database>, origin: string, by: number): Promise<boolean> {
      const result = await trx
        .insertInto("blocked_origins")
        .values({ origin, blocked_by: by, blocked_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("origin").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** False when it was not blocked. */
    async unblock(trx: Kysely<Database>, origin: string): Promise<boolean> {
      const result = await trx.deleteFrom("blocked_origins").where("origin", "=", origin).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type UnlistedOriginsRepository = ReturnType<typeof unlistedOriginsRepository>;
