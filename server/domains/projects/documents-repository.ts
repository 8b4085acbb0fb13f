// The plan room's documents (`app.planRoom`): what staff uploaded to each project, by the detail page's
// tab. Writes take the caller's transaction, so a document, its audit record and its event commit together.
import type { Kysely, Selectable } from "kysely";
import { DOCUMENT_KIND_VALUES, type DocumentKind } from "../../../contract/choices/document-kinds.ts";
import type { ProjectDetail, ProjectDocument } from "../../../contract/schemas/projects.ts";
import type { StaffDocument } from "../../../contract/staff/project-documents.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database, ProjectDocumentsTable } from "../../infra/db/schema.ts";

export type StoredDocument = Selectable<ProjectDocumentsTable> & { size: number };
export type NewDocument = Omit<StoredDocument, "id" | "pages" | "added_at">;

const toStored = (row: Selectable<ProjectDocumentsTable>): StoredDocument => ({
  ...row,
  id: Number(row.id),
  size: Number(row.size),
});

export function documentsRepository(db: Db) {
  return {
    /** The project's id, name and publication, or undefined when there is no such project. */
    project: (id: number) =>
      db.selectFrom("projects").select(["id", "name", "publication"]).where("id", "=", id).executeTakeFirst(),

    async byId(projectId: number, id: number): Promise<StoredDocument | undefined> {
      const row = await db
        .selectFrom("project_documents")
        .selectAll()
        .where("project_id", "=", projectId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && toStored(row);
    },

    /** The project's documents for the console, oldest first, with who added each. */
    async forStaff(projectId: number): Promise<StaffDocument[]> {
      const rows = await db
        .selectFrom("project_documents as d")
        .leftJoin("users as u", "u.id", "d.added_by")
        .selectAll("d")
        .select("u.username")
        .where("d.project_id", "=", projectId)
        .orderBy("d.id")
        .execute();
      return rows.map(({ username, file_key: _, captions_key, project_id: __, ...row }) => ({
        ...row,
        id: Number(row.id),
        size: Number(row.size),
        captions: captions_key !== null,
        added_by: username,
      }));
    },

    /** The detail page's documents, by tab, oldest first. */
    async byKind(projectId: number): Promise<ProjectDetail["documents"]> {
      const rows = await db
        .selectFrom("project_documents")
        .select(["id", "kind", "name", "size", "added_at", "pages", "content_kind", "captions_key"])
        .where("project_id", "=", projectId)
        .orderBy("id")
        .execute();
      const byKind = Object.fromEntries(DOCUMENT_KIND_VALUES.map((kind) => [kind, [] as ProjectDocument[]]));
      for (const row of rows) {
        byKind[row.kind]!.push({
          id: Number(row.id),
          name: row.name,
          size: Number(row.size),
          date: row.added_at,
          pages: row.pages,
          content_kind: row.content_kind,
          captions: row.captions_key !== null,
        });
      }
      return byKind as ProjectDetail["documents"];
    },

    async insert(trx: Kysely<Database>, document: NewDocument, addedAt: string): Promise<number> {
      const { id } = await trx
        .insertInto("project_documents")
        .values({ ...document, added_at: addedAt })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    async rename(trx: Kysely<Database>, id: number, name: string): Promise<void> {
      await trx.updateTable("project_documents").set({ name }).where("id", "=", id).execute();
    },

    async remove(trx: Kysely<Database>, id: number): Promise<void> {
      await trx.deleteFrom("project_documents").where("id", "=", id).execute();
    },

    /** Records the page count a job read; a document deleted meanwhile is left alone. */
    async setPages(id: number, pages: number): Promise<void> {
      await db.updateTable("project_documents").set({ pages }).where("id", "=", id).execute();
    },

    /** Posting an addendum to a published project is a bid-relevant change: the detail's "Changes" list shows it. */
    async recordAddendum(
      trx: Kysely<Database>,
      { projectId, name, by, at }: { projectId: number; name: string; by: number; at: string },
    ): Promise<void> {
      await trx
        .insertInto("project_changes")
        .values({ project_id: projectId, field: "addendum", before: null, after: name, changed_by: by, changed_at: at })
        .execute();
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;

export const isDocumentKind = (value: string): value is DocumentKind =>
  (DOCUMENT_KIND_VALUES as string[]).includes(value);
