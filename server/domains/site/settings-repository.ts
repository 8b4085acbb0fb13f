// Site settings (table site_settings: one row per key) and the project desk's figures the live home
// counters show. Each live count's definition is LIVE_COUNT_DEFINITIONS in contract/staff/site-settings.ts.
import { type Kysely, sql } from "kysely";
import type { CounterSource } from "../../../contract/choices/home-counters.ts";
import type { LiveCounts } from "../../../contract/staff/site-settings.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

const HOME_COUNTERS = "home_counters";

export type HomeCountersSetting = { source: CounterSource; updated_by: string | null; updated_at: string | null };

/** 1 when the condition holds, summed: one pass over the published projects for all four counts. */
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

export function settingsRepository(db: Db) {
  return {
    /** Where the home counters come from; "fixed" (the numbers built into the page) until an admin chooses. */
    async homeCounters(trx: Kysely<Database> = db): Promise<HomeCountersSetting> {
      const row = await trx
        .selectFrom("site_settings")
        .leftJoin("users", "users.id", "site_settings.updated_by")
        .select(["site_settings.value", "site_settings.updated_at", "users.username"])
        .where("site_settings.key", "=", HOME_COUNTERS)
        .executeTakeFirst();
      if (!row) return { source: "fixed", updated_by: null, updated_at: null };
      return { source: row.value === "live" ? "live" : "fixed", updated_by: row.username, updated_at: row.updated_at };
    },

    async setHomeCounters(source: CounterSource, userId: number, trx: Kysely<Database> = db): Promise<void> {
      const values = { value: source, updated_by: userId, updated_at: new Date().toISOString() };
      await trx
        .insertInto("site_settings")
        .values({ key: HOME_COUNTERS, ...values })
        .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
        .execute();
    },

    /** The desk's figures now; drafts and unpublished projects never count. */
    async liveCounts(): Promise<LiveCounts> {
      const closed = sql`closed_at is not null`;
      const row = await db
        .selectFrom("projects")
        .where("publication", "=", "published")
        .select([
          countWhere(sql`progress = 100`).as("available"),
          countWhere(sql`progress between 1 and 99 and closed_at is null`).as("in_progress"),
          countWhere(closed).as("bid_results"),
          countWhere(sql`${closed} and awarded_company is not null and trim(awarded_company) <> ''`).as("awarded"),
        ])
        .executeTakeFirstOrThrow();
      return {
        "qto-available": Number(row.available),
        "qto-in-progress": Number(row.in_progress),
        "bid-results": Number(row.bid_results),
        awarded: Number(row.awarded),
      };
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
