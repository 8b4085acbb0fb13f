import type { Kysely } from "kysely";
import { withId } from "./dialect.ts";

// The plan room: the documents staff upload to a project, by the detail page's tab. The file
// lives in the file store (server/infra/files) under `file_key`; `pages` stays null until a job has
// counted a PDF's pages. The projects.documents JSON column stays, unread: it held generated names only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("project_documents"))
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("content_kind", "text", (c) => c.notNull())
    .addColumn("pages", "integer")
    .addColumn("captions_key", "text")
    .addColumn("added_at", "text", (c) => c.notNull())
    .addColumn("added_by", "integer", (c) => c.references("users.id"))
    .execute();
  await db.schema
    .createIndex("project_documents_project")
    .on("project_documents")
    .columns(["project_id", "kind"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_documents").execute();
}
