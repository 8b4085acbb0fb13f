// Every row of every table, to tell that a refused request changed nothing: take one before and one
// after and compare. The sessions table is left out by default: every signed-in request touches its own
// session's last use.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";

export async function databaseSnapshot(
  app: FastifyInstance,
  { except = ["sessions"] }: { except?: string[] } = {},
): Promise<Record<string, string[]>> {
  const tables = (await app.db.introspection.getTables())
    .filter((table) => !table.isView && !except.includes(table.name))
    .map((table) => table.name)
    .sort();
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
