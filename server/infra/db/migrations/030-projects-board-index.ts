import { type Kysely, PostgresAdapter, sql } from "kysely";

// The board index (server/domains/projects/board-index/project-index.ts) reads every published project's filtered
// and sorted columns when a server starts. In the table they sit among each project's documents (about
// 2.6 KB of JSON, before `publication` and `closed_at`), so that read went through four gigabytes at a
// million projects. This index holds just those columns, in id order per publication: the read is one
// walk of it (a covering index; PostgreSQL's INCLUDE, https://www.postgresql.org/docs/15/indexes-index-only-scans.html).
const COLUMNS = [
  "name",
  "company",
  "city",
  "state",
  "status",
  "bid_date",
  "bid_amount",
  "featured",
  "divisions",
  "closed_at",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`create index projects_board on projects (publication, id) include (${columns})`.execute(db);
  // SQLite has no INCLUDE: the columns ride in the key after (publication, id), which is already unique.
  else await sql`create index projects_board on projects (publication, id, ${columns})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("projects_board").execute();
}
