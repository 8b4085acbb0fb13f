import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";

// The board's title order (server/domains/projects/board-index/project-index.ts) was sorted in JavaScript at every
// start: 1.8 s of it at a million projects. This index keeps the published projects in that order, so the
// start reads it in one walk. The order compares names as JavaScript's `<` does, code unit by code unit:
// SQLite's BINARY collation and PostgreSQL's "C" compare their UTF-8 bytes, which orders the same but for
// characters beyond U+FFFF, where the index's order is checked and sorted anew (sortedFromIds).
export async function up(db: Kysely<unknown>): Promise<void> {
  const name = isPostgres(db) ? sql`name collate "C"` : sql.ref("name");
  await sql`create index projects_by_name on projects (publication, ${name}, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("projects_by_name").execute();
}
