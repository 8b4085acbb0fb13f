// The desk's table access: every project whatever its publication (the public's reads are app.projects'),
// a page of the list, one project with its history, and the writes the workflow makes inside its
// transactions. Nothing here decides whether a change is allowed: desk-workflow.ts does.
import { type Kysely, type Selectable, sql } from "kysely";
import type { ProjectPublication } from "../../../contract/choices/project-publications.ts";
import {
  DESK_PAGE_SIZE,
  type DeskProjectRow,
  type DeskProjectsPage,
  type DeskQuery,
} from "../../../contract/staff/project-desk.ts";
import type { DeskProject, ProjectChange, ProjectInput } from "../../../contract/staff/projects.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database, ProjectsTable } from "../../infra/db/schema.ts";
import { anyContains } from "../../infra/db/text-search.ts";
import { toInput, toRow } from "./project-rows.ts";

type Trx = Kysely<Database>;

/** The detail's tabs before the plan room holds a document. */
const NO_DOCUMENTS = JSON.stringify({ specs: [], plans: [], qtos: [], addendums: [], videos: [] });

export function toDeskProject(row: Selectable<ProjectsTable>): DeskProject {
  return {
    ...toInput(row),
    id: Number(row.id),
    publication: row.publication,
    external_id: row.external_id,
    demo: Boolean(Number(row.demo)),
    posted_at: row.posted_at,
    updated_at: row.updated_at,
    closed_at: row.closed_at,
    awarded_company: row.awarded_company,
    awarded_amount: row.awarded_amount === null ? null : Number(row.awarded_amount),
  };
}

export function deskRepository(db: Db) {
  function filtered(query: DeskQuery) {
    let q = db.selectFrom("projects");
    if (query.publication) q = q.where("publication", "=", query.publication);
    if (query.demo) q = q.where("demo", "=", Number(query.demo));
    if (query.q) {
      // PostgreSQL's LIKE is case-sensitive, SQLite's is not (for ASCII).
      const text = query.q;
      q = q.where((eb) =>
        anyContains(db, text, [
          eb.ref("name"),
          eb.ref("company"),
          eb.ref("city"),
          sql`coalesce(${eb.ref("external_id")}, '')`,
        ]),
      );
    }
    return q;
  }

  return {
    async page(query: DeskQuery): Promise<DeskProjectsPage> {
      const page = Number(query.page || 1);
      let q = filtered(query).select([
        "id",
        "name",
        "company",
        "city",
        "state",
        "bid_date",
        "publication",
        "demo",
        "external_id",
        "closed_at",
        "updated_at",
      ]);
      if (query.sort === "bid_date") q = q.orderBy("bid_date", "asc");
      else if (query.sort === "-bid_date") q = q.orderBy("bid_date", "desc");
      else if (query.sort === "name") q = q.orderBy("name", "asc");
      // Never-edited (generated) projects have no updated_at: they come after every edited one.
      else q = q.orderBy(sql`coalesce(updated_at, posted_at)`, "desc");
      const rows = await q
        .orderBy("id", "desc")
        .limit(DESK_PAGE_SIZE)
        .offset((page - 1) * DESK_PAGE_SIZE)
        .execute();
      const { count } = await filtered(query)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const results: DeskProjectRow[] = rows.map((row) => ({
        ...row,
        id: Number(row.id),
        demo: Boolean(Number(row.demo)),
      }));
      return { count: Number(count), page, page_size: DESK_PAGE_SIZE, results };
    },

    async byId(id: number, trx: Trx = db): Promise<DeskProject | undefined> {
      const row = await trx.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toDeskProject(row);
    },

    /** Every kept change of a project, newest first; `fields` narrows it (the public's bid-relevant list). */
    async history(id: number, fields?: readonly string[]): Promise<ProjectChange[]> {
      let q = db
        .selectFrom("project_changes")
        .leftJoin("users", "users.id", "project_changes.changed_by")
        .select([
          "project_changes.field",
          "project_changes.before",
          "project_changes.after",
          "project_changes.changed_at",
          "users.username as changed_by",
        ])
        .where("project_changes.project_id", "=", id);
      if (fields) q = q.where("project_changes.field", "in", fields);
      const rows = await q
        .orderBy("project_changes.changed_at", "desc")
        .orderBy("project_changes.id", "desc")
        .execute();
      return rows.map((row) => ({ ...row, changed_by: row.changed_by ?? null }));
    },

    async insertDraft(trx: Trx, input: ProjectInput, at: string): Promise<number> {
      const { id } = await trx
        .insertInto("projects")
        .values({
          ...toRow(input),
          publication: "draft",
          posted_at: at,
          updated_at: at,
          documents: NO_DOCUMENTS,
          demo: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    /** Writes `input` if the project is still at `basedOn`; false when someone changed it since. */
    async update(trx: Trx, id: number, input: ProjectInput, basedOn: string | null, at: string): Promise<boolean> {
      const result = await trx
        .updateTable("projects")
        .set({ ...toRow(input), updated_at: at })
        .where("id", "=", id)
        .where((eb) => (basedOn === null ? eb("updated_at", "is", null) : eb("updated_at", "=", basedOn)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setPublication(trx: Trx, id: number, publication: ProjectPublication, at: string, postedAt?: string) {
      await trx
        .updateTable("projects")
        .set({ publication, updated_at: at, ...(postedAt ? { posted_at: postedAt } : {}) })
        .where("id", "=", id)
        .execute();
    },

    async setResults(
      trx: Trx,
      id: number,
      results: { closed_at: string | null; awarded_company: string | null; awarded_amount: number | null },
      bidPhase: string,
      at: string,
    ) {
      await trx
        .updateTable("projects")
        .set({ ...results, bid_phase: bidPhase, updated_at: at })
        .where("id", "=", id)
        .execute();
    },

    async demoIds(trx: Trx): Promise<number[]> {
      const rows = await trx.selectFrom("projects").select("id").where("demo", "=", 1).execute();
      return rows.map((row) => Number(row.id));
    },

    /** Removes the generated projects; their favorites and history go with them (ON DELETE CASCADE). */
    async removeDemo(trx: Trx): Promise<number> {
      const result = await trx.deleteFrom("projects").where("demo", "=", 1).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type DeskRepository = ReturnType<typeof deskRepository>;
