import { type Kysely, sql } from "kysely";
import { senderNameSqlText } from "../lead-sender-name.ts";
import { appendOnly, isPostgres, withId } from "./dialect.ts";

// The sales team's work on a lead: who has it (assignee_id), why it was called spam (status_reason),
// when it last changed (updated_at), and an append-only thread of internal notes. The indexes serve the
// console's inbox (server/domains/leads/inbox-repository.ts): its default order (newest first),
// each filter followed by that order, so the first page of 50 reads 50 index entries, not 100,000 rows.
const INBOX_INDEXES: Record<string, string[]> = {
  leads_received: ["created_at", "id"],
  leads_status_received: ["status", "created_at", "id"],
  leads_type_received: ["type", "created_at", "id"],
  leads_assignee_received: ["assignee_id", "created_at", "id"],
  leads_partner_received: ["partner", "created_at", "id"],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("assignee_id", "integer", (c) => c.references("users.id"))
    .execute();
  await db.schema.alterTable("leads").addColumn("status_reason", "text").execute();
  await db.schema.alterTable("leads").addColumn("updated_at", "text").execute();
  for (const [name, columns] of Object.entries(INBOX_INDEXES))
    await db.schema.createIndex(name).on("leads").columns(columns).execute();
  // Sorting by name reads the sender's name out of the JSON payload: indexed as that expression.
  const name = senderNameSqlText(isPostgres(db));
  await sql.raw(`create index leads_sender_name on leads (${isPostgres(db) ? `(${name})` : name}, id)`).execute(db);

  await withId(db, db.schema.createTable("lead_notes"))
    .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "id"]).execute();
  // A note is what someone wrote at that time: the database refuses to rewrite or remove it, as it does
  // for the audit log (migration 013).
  await appendOnly(db, "lead_notes", "lead notes are append-only");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function lead_notes_append_only cascade`.execute(db);
  await db.schema.dropTable("lead_notes").execute();
  for (const name of [...Object.keys(INBOX_INDEXES), "leads_sender_name"]) await db.schema.dropIndex(name).execute();
  for (const column of ["updated_at", "status_reason", "assignee_id"])
    await db.schema.alterTable("leads").dropColumn(column).execute();
}
