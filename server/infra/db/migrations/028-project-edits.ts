import { type Kysely, PostgresAdapter, sql } from "kysely";
import { withId } from "./dialect.ts";

// Which project each write to projects touched, by trigger, whoever writes (as the revision of 002): the
// board index applies the edits of a few projects in place instead of rebuilding itself from every
// project. A truncate records project 0: everything changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("project_edits"))
    .addColumn("project_id", "integer", (c) => c.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function record_project_edit() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then insert into project_edits (project_id) values (0);
        elsif tg_op = 'DELETE' then insert into project_edits (project_id) values (old.id);
        else insert into project_edits (project_id) values (new.id);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger projects_edits after insert or update or delete on projects
      for each row execute function record_project_edit()`.execute(db);
    await sql`create trigger projects_truncated after truncate on projects
      for each statement execute function record_project_edit()`.execute(db);
    return;
  }
  for (const [event, row] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ]) {
    await sql`create trigger ${sql.raw(`projects_edit_${event}`)} after ${sql.raw(event!)} on projects
      begin insert into project_edits (project_id) values (${sql.raw(`${row}.id`)}); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger projects_edits on projects`.execute(db);
    await sql`drop trigger projects_truncated on projects`.execute(db);
    await sql`drop function record_project_edit`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger ${sql.raw(`projects_edit_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable("project_edits").execute();
}
