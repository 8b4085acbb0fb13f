import { type Kysely, PostgresAdapter, sql } from "kysely";

// A counter that every write to projects bumps, by trigger, whoever writes (the server, `db:seed` in
// another process, an editor with a SQL console). The in-memory project index rebuilds when it moves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table project_revision (id integer primary key check (id = 1), revision bigint not null)`.execute(
    db,
  );
  await sql`insert into project_revision (id, revision) values (1, 0)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function bump_project_revision() returns trigger language plpgsql as $$
      begin update project_revision set revision = revision + 1; return null; end $$`.execute(db);
    await sql`create trigger projects_revision after insert or update or delete or truncate on projects
      for each statement execute function bump_project_revision()`.execute(db);
    return;
  }
  // SQLite has only row triggers; a bulk insert bumps the counter once per row, which is still cheap.
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger ${sql.raw(`projects_revision_${event}`)} after ${sql.raw(event)} on projects
      begin update project_revision set revision = revision + 1; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger projects_revision on projects`.execute(db);
    await sql`drop function bump_project_revision`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger ${sql.raw(`projects_revision_${event}`)}`.execute(db);
    }
  }
  await sql`drop table project_revision`.execute(db);
}
