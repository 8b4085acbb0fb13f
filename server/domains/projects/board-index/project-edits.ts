// The log of which projects were written (migration 028), as the board index reads it to apply a few
// edits in place. Every process reads it; none owns it, so it is trimmed by how far it reaches back.
import type { Db } from "../../../infra/db/database.ts";

/** Edits kept in the log: a process further behind than this builds its index anew. */
const EDITS_KEPT = 100_000;

export function projectEdits(db: Db) {
  return {
    /** The newest edit's id, 0 for none. */
    async latest(): Promise<number> {
      const row = await db
        .selectFrom("project_edits")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** The oldest edit still kept, 0 for none: a process whose last seen edit is older missed some. */
    async oldest(): Promise<number> {
      const row = await db
        .selectFrom("project_edits")
        .select((eb) => eb.fn.min("id").as("id"))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Up to `limit` edits after `after`, oldest first. */
    async since(after: number, limit: number): Promise<Array<{ id: number; project_id: number }>> {
      const rows = await db
        .selectFrom("project_edits")
        .select(["id", "project_id"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), project_id: Number(row.project_id) }));
    },

    /** Forgets edits far older than `latest`. */
    async trim(latest: number): Promise<void> {
      await db
        .deleteFrom("project_edits")
        .where("id", "<=", latest - EDITS_KEPT)
        .execute();
    },
  };
}
