// A signed-in visitor's favorite projects.
import type { Db } from "../../infra/db/database.ts";

export function favoritesRepository(db: Db) {
  return {
    async list(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom("favorites")
        .select("project_id")
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => Number(row.project_id));
    },

    /** Adds the ids that name existing projects; ids already there stay as they are. */
    async add(userId: number, ids: number[]): Promise<void> {
      if (!ids.length) return;
      const existing = await db.selectFrom("projects").select("id").where("id", "in", ids).execute();
      const now = new Date().toISOString();
      for (const { id } of existing) {
        await db
          .insertInto("favorites")
          .values({ user_id: userId, project_id: Number(id), created_at: now })
          .onConflict((oc) => oc.columns(["user_id", "project_id"]).doNothing())
          .execute();
      }
    },

    async remove(userId: number, projectId: number): Promise<void> {
      await db.deleteFrom("favorites").where("user_id", "=", userId).where("project_id", "=", projectId).execute();
    },
  };
}

export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
