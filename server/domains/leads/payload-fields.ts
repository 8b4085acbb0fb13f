// A lead keeps what the visitor sent as JSON text (`leads.payload`); the inbox reads a few fields out
// of it in SQL (to sort by name) and in JavaScript (to show a page's 50 rows). The forms name the
// sender differently: "full_name" on the quote form, "name" on the others.
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import { senderNameSqlText } from "../../infra/db/lead-sender-name.ts";
import { onPostgres } from "../../infra/db/text-search.ts";

const NAME_KEYS = ["name", "full_name"] as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The sender's name, e-mail and company as the inbox lists them. */
export function sender(payload: Record<string, unknown>) {
  return {
    name: text(NAME_KEYS.map((key) => payload[key]).find(Boolean)),
    email: text(payload.email),
    company: text(payload.company_name),
  };
}

/** The sender's name as an SQL expression over `leads.payload` (indexed: migration 016). */
export const senderNameSql = (db: Db): RawBuilder<string | null> => sql.raw(senderNameSqlText(onPostgres(db)));
