// Migration 026: no index on `leads` repeats the start of another, since each is written with every lead,
// on SQLite and PostgreSQL; going down restores the two it dropped.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, MIGRATIONS, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { TEST_DATABASES } from "../../../helpers/app.ts";

/** Each index on `leads` by name, as the list of what it sorts by. */
async function leadIndexes(db: Db, dialect: string): Promise<Map<string, string[]>> {
  if (dialect === "postgres") {
    const { rows } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes where tablename = 'leads'`.execute(db);
    // "CREATE INDEX x ON public.leads USING btree (type, created_at, id)": what the last parentheses hold.
    return new Map(rows.map(({ name, definition }) => [name, /\((.*)\)$/.exec(definition)![1]!.split(", ")]));
  }
  const { rows } = await sql<{ name: string }>`select name from pragma_index_list('leads')`.execute(db);
  const indexes = new Map<string, string[]>();
  for (const { name } of rows) {
    const columns = await sql<{
      name: string | null;
    }>`select name from pragma_index_info(${name}) order by seqno`.execute(db);
    // An expression's column has no name: it is the expression's own.
    indexes.set(
      name,
      columns.rows.map((column) => column.name ?? `(${name})`),
    );
  }
  return indexes;
}

/** The indexes whose columns begin another index's columns. */
function prefixes(indexes: Map<string, string[]>): string[] {
  return [...indexes]
    .filter(([name, columns]) =>
      [...indexes].some(
        ([other, longer]) =>
          other !== name && longer.length > columns.length && columns.every((column, i) => longer[i] === column),
      ),
    )
    .map(([name]) => name);
}

describe.each(TEST_DATABASES)("leads' indexes ($name)", ({ url }) => {
  let db: Db;
  let dialect: string;
  beforeAll(async () => {
    ({ db, dialect } = openDatabase(await url()));
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("has no index that repeats the start of another", async () => {
    const indexes = await leadIndexes(db, dialect);
    expect(indexes.has("leads_type_received")).toBe(true);
    expect(prefixes(indexes)).toEqual([]);
  });

  it("gets the two back when the migration is undone", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const names = Object.keys(MIGRATIONS);
    const { error } = await migrator.migrateTo(names[names.indexOf("026-lead-write-indexes") - 1]!);
    expect(error).toBeUndefined();
    expect(prefixes(await leadIndexes(db, dialect)).sort()).toEqual([
      "leads_partner_created",
      "leads_type_created_idx",
    ]);
    await migrate(db);
  });
});
