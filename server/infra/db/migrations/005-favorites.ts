import type { Kysely } from "kysely";

// A signed-in visitor's favorite projects (anonymous visitors keep theirs in local storage).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("favorites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorites_pk", ["user_id", "project_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("favorites").execute();
}
