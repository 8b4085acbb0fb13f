// Search boxes of the console's lists: "contains this text, whatever the case" over a few columns, on
// either database. PostgreSQL's LIKE is case-sensitive and ILIKE is not; SQLite's LIKE already ignores
// ASCII case and has no ILIKE (https://www.sqlite.org/lang_expr.html#the_like_glob_regexp_match_and_mat).
import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { Db } from "./database.ts";
import { isPostgres } from "./migrations/dialect.ts";

/** Whether `db` speaks PostgreSQL (its JSON operators and ILIKE) rather than SQLite. */
export const onPostgres = (db: Db) => isPostgres(db as unknown as Kysely<unknown>);

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether any of `columns` contains `text`, ignoring case. */
export function anyContains(db: Db, text: string, columns: Expression<unknown>[]): RawBuilder<boolean> {
  const pattern = containsPattern(text);
  const like = onPostgres(db) ? sql`ilike` : sql`like`;
  const each = columns.map((column) => sql`${column} ${like} ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}
