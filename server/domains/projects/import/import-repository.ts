// The import's reads and writes of projects: one read of every project that has an external id, new
// projects inserted in batches (no round trip per row), and the updates of the rows that changed.
import { type Kysely, type Selectable, sql } from "kysely";
import type { Db } from "../../../infra/db/database.ts";
import { isPostgres } from "../../../infra/db/migrations/dialect.ts";
import type { Database, ProjectsTable } from "../../../infra/db/schema.ts";
import { toRow, type ProjectInputColumns } from "../project-rows.ts";
import type { ProjectInput } from "../../../../contract/staff/projects.ts";

export type ExistingProject = Pick<Selectable<ProjectsTable>, "id" | "publication" | keyof ProjectInputColumns> & {
  external_id: string;
};

export type NewImportedProject = { externalId: string; input: ProjectInput; publication: "draft" | "published" };
export type ImportedUpdate = { id: number; input: ProjectInput; publish: boolean };

// SQLite allows 32,766 bound values a statement and PostgreSQL 65,535; a project row binds 28.
const INSERT_BATCH = 500;
const UPDATE_BATCH = 1000;
const NO_DOCUMENTS = JSON.stringify({ specs: [], plans: [], qtos: [], addendums: [], videos: [] });

export function importRepository(db: Db) {
  return {
    /** Every project with an external id, by that id (one query, whatever the file's size). */
    async existing(trx: Kysely<Database> = db): Promise<Map<string, ExistingProject>> {
      const rows = await trx
        .selectFrom("projects")
        .select([
          "id",
          "external_id",
          "publication",
          "name",
          "company",
          "city",
          "state",
          "address",
          "bid_date",
          "bid_time",
          "time_zone",
          "bid_amount",
          "solicitation",
          "bidding_method",
          "bid_phase",
          "completion_days",
          "liquidated_damages",
          "bid_deposit",
          "bid_location",
          "pre_bid_meeting",
          "divisions",
          "bonds",
          "status",
          "progress",
          "featured",
        ])
        .where("external_id", "is not", null)
        .execute();
      return new Map(rows.map((row) => [row.external_id!, { ...row, external_id: row.external_id! }]));
    },

    /** Inserts the projects in batches; answers their ids by external id. */
    async insert(trx: Kysely<Database>, projects: readonly NewImportedProject[], at: string) {
      const ids = new Map<string, number>();
      for (let start = 0; start < projects.length; start += INSERT_BATCH) {
        const batch = projects.slice(start, start + INSERT_BATCH);
        const inserted = await trx
          .insertInto("projects")
          .values(
            batch.map(({ externalId, input, publication }) => ({
              ...toRow(input),
              external_id: externalId,
              publication,
              posted_at: at,
              updated_at: at,
              documents: NO_DOCUMENTS,
              demo: 0,
            })),
          )
          .returning(["id", "external_id"])
          .execute();
        for (const row of inserted) ids.set(row.external_id!, row.id);
      }
      return ids;
    },

    /**
     * Updates the projects, setting what a row sets and publishing those it publishes. PostgreSQL gets
     * each batch as one statement (json_populate_recordset types every value by the projects table's own
     * columns): a round trip per row costs it over a millisecond; SQLite runs in process, a row at a time.
     */
    async update(trx: Kysely<Database>, updates: readonly ImportedUpdate[], at: string) {
      const values = ({ id, input, publish }: ImportedUpdate) => ({
        id,
        ...toRow(input),
        updated_at: at,
        publication: publish ? ("published" as const) : undefined,
      });
      if (!isPostgres(trx as unknown as Kysely<unknown>)) {
        for (const { id, publication, ...columns } of updates.map(values)) {
          await trx
            .updateTable("projects")
            .set({ ...columns, ...(publication && { publication }) })
            .where("id", "=", id)
            .execute();
        }
        return;
      }
      for (let start = 0; start < updates.length; start += UPDATE_BATCH) {
        const batch = updates.slice(start, start + UPDATE_BATCH).map(values);
        const columns = Object.keys(batch[0]!).filter((column) => column !== "id" && column !== "publication");
        const assignments = columns.map((column) => sql`${sql.ref(column)} = v.${sql.ref(column)}`);
        await sql`update projects as p set ${sql.join(assignments)},
            publication = coalesce(v.publication, p.publication)
          from json_populate_recordset(null::projects, ${JSON.stringify(batch)}) as v
          where p.id = v.id`.execute(trx);
      }
    },
  };
}

export type ImportRepository = ReturnType<typeof importRepository>;
