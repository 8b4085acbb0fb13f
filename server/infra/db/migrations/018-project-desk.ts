import { type Kysely, sql } from "kysely";
import { withId } from "./dialect.ts";

// The project desk: a project is a draft until staff publish it, may be unpublished, and is
// closed with its bid results; imports match rows on `external_id`; generated projects are marked
// `demo` so staff can remove them in one action. Every change to a published project is kept in
// project_changes (field, before, after, who, when); the detail page shows the bid-relevant ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("projects")
    .addColumn("publication", "text", (c) => c.notNull().defaultTo("published"))
    .execute();
  for (const [column, type] of [
    ["external_id", "text"],
    ["bid_time", "text"],
    ["time_zone", "text"],
    ["awarded_company", "text"],
    ["awarded_amount", "double precision"],
    ["closed_at", "text"],
    ["updated_at", "text"],
  ] as const) {
    await db.schema.alterTable("projects").addColumn(column, type).execute();
  }
  await db.schema
    .alterTable("projects")
    .addColumn("demo", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Every project before the desk existed was generated at start.
  await sql`update projects set demo = 1`.execute(db);
  // The one index on projects beyond its key (migration 008 dropped the rest: the board reads an in-memory
  // index): an import's external id names one project, which only the database can promise.
  await db.schema.createIndex("projects_external_id").on("projects").column("external_id").unique().execute();

  await withId(db, db.schema.createTable("project_changes"))
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .addColumn("changed_by", "integer", (c) => c.references("users.id"))
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("project_changes_project")
    .on("project_changes")
    .columns(["project_id", "changed_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_changes").execute();
  await db.schema.dropIndex("projects_external_id").execute();
  for (const column of [
    "demo",
    "updated_at",
    "closed_at",
    "awarded_amount",
    "awarded_company",
    "time_zone",
    "bid_time",
    "external_id",
    "publication",
  ]) {
    await db.schema.alterTable("projects").dropColumn(column).execute();
  }
}
