// Keeps the compiled SQL of every query made through a database, to explain their plans in a test.
import type { CompiledQuery, KyselyPlugin } from "kysely";
import type { Db } from "../../server/infra/db/database.ts";

/** A plugin that keeps the SQL of every query made through it. */
export function queryRecorder(db: Db): { plugin: KyselyPlugin; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      queries.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { plugin, queries };
}

/** The plan of `query`, one line a step, as SQLite's `explain query plan` or PostgreSQL's `explain` prints it. */
export async function planOf(db: Db, dialect: "sqlite" | "postgres", query: CompiledQuery): Promise<string[]> {
  const explain = dialect === "sqlite" ? "explain query plan " : "explain ";
  const plan = await db.executeQuery<Record<string, string>>({ ...query, sql: explain + query.sql });
  return plan.rows.map((row) => row.detail ?? row["QUERY PLAN"]!);
}
