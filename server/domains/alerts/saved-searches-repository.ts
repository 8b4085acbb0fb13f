// What saved searches read and write: a customer's own searches (another's id finds nothing), the
// searches an alert goes to with their owner's address, the projects newly published, and the record of
// each project a search announced, unique per (search, project), written in the transaction that queues
// its e-mail.
import type { Kysely, Selectable } from "kysely";
import type { SavedSearchFrequency } from "../../../contract/account/reminders.ts";
import type { Db } from "../../infra/db/database.ts";
import { isPostgres } from "../../infra/db/migrations/dialect.ts";
import type { Database, SavedSearchesTable } from "../../infra/db/schema.ts";

export type SavedSearchRow = Selectable<SavedSearchesTable>;
/** A search with its owner, as an alert job reads it. */
export type AlertedSearch = SavedSearchRow & { full_name: string; email: string; email_verified_at: string | null };
export type NewSavedSearch = { name: string; query: string; frequency: SavedSearchFrequency };
export type SavedSearchUpdate = Partial<Pick<SavedSearchRow, "name" | "frequency" | "paused">>;

export function savedSearchesRepository(db: Db) {
  const own = (userId: number) => db.selectFrom("saved_searches").selectAll().where("user_id", "=", userId);
  /** Searches of accounts that are not disabled, with the owner's name and address. */
  const withOwners = () =>
    db
      .selectFrom("saved_searches")
      .innerJoin("users", "users.id", "saved_searches.user_id")
      .selectAll("saved_searches")
      .select(["users.full_name", "users.email", "users.email_verified_at"])
      .where("users.disabled_at", "is", null);

  return {
    list: (userId: number): Promise<SavedSearchRow[]> => own(userId).orderBy("created_at").orderBy("id").execute(),

    find: (userId: number, id: number): Promise<SavedSearchRow | undefined> =>
      own(userId).where("id", "=", id).executeTakeFirst(),

    /**
     * Saves a search unless the user has `limit` already (undefined then). The count and the insert are one
     * transaction, the owner's row locked first on PostgreSQL (SQLite writes one transaction at a time), so
     * two saves sent at once cannot both pass the limit.
     */
    async createWithin(userId: number, search: NewSavedSearch, limit: number): Promise<SavedSearchRow | undefined> {
      return db.transaction().execute(async (trx) => {
        if (isPostgres(db as unknown as Kysely<unknown>))
          await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
        const { count } = await trx
          .selectFrom("saved_searches")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= limit) return undefined;
        return trx
          .insertInto("saved_searches")
          .values({ user_id: userId, ...search, paused: 0, created_at: new Date().toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Changes the user's own search; undefined when they have none with this id. */
    async update(userId: number, id: number, change: SavedSearchUpdate): Promise<SavedSearchRow | undefined> {
      if (Object.keys(change).length)
        await db.updateTable("saved_searches").set(change).where("id", "=", id).where("user_id", "=", userId).execute();
      return own(userId).where("id", "=", id).executeTakeFirst();
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom("saved_searches")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Searches of `frequency`, with their owners, oldest first. */
    alerted: (frequency: SavedSearchFrequency): Promise<AlertedSearch[]> =>
      withOwners().where("saved_searches.frequency", "=", frequency).orderBy("saved_searches.id").execute(),

    /** Whether any search wants instant e-mails (no job is written for a publication nobody waits for). */
    async anyInstant(trx: Kysely<Database>): Promise<boolean> {
      const row = await trx
        .selectFrom("saved_searches")
        .select("id")
        .where("frequency", "=", "instant")
        .where("paused", "=", 0)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records that search `searchId` announced `projectId`, in `trx`; false when it did already. */
    async claim(trx: Kysely<Database>, searchId: number, projectId: number, at: string): Promise<boolean> {
      const inserted = await trx
        .insertInto("saved_search_deliveries")
        .values({ saved_search_id: searchId, project_id: projectId, sent_at: at })
        .onConflict((oc) => oc.columns(["saved_search_id", "project_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Marks when the search last sent, and how far its digest has looked. */
    async markSent(
      trx: Kysely<Database>,
      searchId: number,
      change: { last_sent_at?: string; digested_until?: string },
    ) {
      await trx.updateTable("saved_searches").set(change).where("id", "=", searchId).execute();
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof savedSearchesRepository>;
