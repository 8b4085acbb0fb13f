import type { Kysely } from "kysely";

// Drops what no query reads, after asking both databases how they run every query the code makes on
// `projects` (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL, 5,000 seeded projects):
// - the board's index load reads every row (SCAN / Seq Scan): no index helps it;
// - the cards of a page, a project's detail, the cart quote and adding favorites look projects up by
//   id: the primary key (INTEGER PRIMARY KEY / projects_pkey) serves them;
// - deleting a project checks `favorites` through favorites' own key, not an index on projects.
// So the eight single-column indexes of migration 001 (bid_date, bid_amount, name, state, city,
// status, featured, posted_at) only slowed every write: filtering and sorting moved to the in-memory
// index (repositories/project-index.ts) long ago. SQLite did pick `projects_featured_idx` for the
// seeder's `count(*)`, as a covering index smaller than the table; the seeder now asks for one row
// instead, which the table answers at once.
// `project_divisions` was written by the seeder and read by nothing: the divisions are filtered from
// `projects.divisions` (a JSON list) in the in-memory index.
const PROJECT_INDEXES = ["bid_date", "bid_amount", "name", "state", "city", "status", "featured", "posted_at"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_divisions").execute();
  for (const column of PROJECT_INDEXES) await db.schema.dropIndex(`projects_${column}_idx`).execute();
}

// No `down`: what this drops held nothing of its own (the divisions are in `projects.divisions`), so
// there is nothing to give back; 001 says how they were made, should a query ever need one again.
