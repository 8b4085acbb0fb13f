// What staff do to a project, each in one transaction with its audit entry, its history rows and the
// event the webhooks hear: create (a draft), update (optimistic: a stale `updated_at` answers 409 with
// the project as it is now), publish, unpublish, close with the bid results, reopen, remove the demo
// projects. A refused change answers what the route sends and writes nothing.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { DESK_REFUSALS, type ProjectUpdate } from "../../../contract/staff/project-desk.ts";
import type { CloseProject, DeskProject, ProjectInput } from "../../../contract/staff/projects.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";
import type { Events } from "../../infra/events/events.ts";
import type { DeskRepository } from "./desk-repository.ts";
import { changedFields, recordChanges } from "./project-history.ts";

/** The staff domain's audit log (app.audit). */
type AuditRepository = FastifyInstance["audit"];

export type Outcome<T = DeskProject> =
  { ok: true; value: T } | { ok: false; status: 404 | 409; body: Record<string, unknown> };

const refused = (status: 404 | 409, body: Record<string, unknown>) => ({ ok: false as const, status, body });
const notFound = () => refused(404, DESK_REFUSALS.notFound);

const results = (project: Pick<DeskProject, "awarded_company" | "awarded_amount">) =>
  project.awarded_company === null
    ? null
    : `Awarded to ${project.awarded_company} for $${(project.awarded_amount ?? 0).toLocaleString("en-US")}`;

export function deskWorkflow(db: Db, desk: DeskRepository, audit: AuditRepository, events: Events) {
  /** Runs `change` on project `id` in a transaction, then answers the project as it now is. */
  const onProject = (
    id: number,
    change: (trx: Transaction<Database>, project: DeskProject, at: string) => Promise<Outcome<unknown> | void>,
  ): Promise<Outcome> =>
    db.transaction().execute(async (trx) => {
      const project = await desk.byId(id, trx);
      if (!project) return notFound();
      const refusal = await change(trx, project, new Date().toISOString());
      if (refusal && !refusal.ok) return refusal;
      return { ok: true as const, value: (await desk.byId(id, trx))! };
    });

  return {
    async create(request: FastifyRequest, input: ProjectInput): Promise<Outcome> {
      return db.transaction().execute(async (trx) => {
        const id = await desk.insertDraft(trx, input, new Date().toISOString());
        await audit.record(request, { action: "project.created", entity: "project", entityId: id, after: input }, trx);
        return { ok: true as const, value: (await desk.byId(id, trx))! };
      });
    },

    update(request: FastifyRequest, id: number, { updated_at: basedOn, ...input }: ProjectUpdate) {
      return onProject(id, async (trx, project, at) => {
        const stale = () => refused(409, { ...DESK_REFUSALS.stale, project });
        if (project.updated_at !== basedOn) return stale();
        // The write checks `updated_at` again: of two saves racing past the read, the second gets 409.
        if (!(await desk.update(trx, id, input, basedOn, at))) return stale();
        const changes = changedFields(project, input);
        await audit.record(
          request,
          { action: "project.updated", entity: "project", entityId: id, before: project, after: input },
          trx,
        );
        // Only a published project has a history: a draft's edits are its preparation.
        if (project.publication === "published" && changes.length) {
          await recordChanges(trx, id, changes, request.staff.id, at);
          await events.emit(trx, "project.updated", { project_id: id, changes });
        }
      });
    },

    publish(request: FastifyRequest, id: number) {
      return onProject(id, async (trx, project, at) => {
        if (project.publication === "published") return refused(409, DESK_REFUSALS.notPublishable);
        // A project is "posted" when the public first sees it; publishing it again keeps that date.
        await desk.setPublication(trx, id, "published", at, project.publication === "draft" ? at : undefined);
        await recordChanges(
          trx,
          id,
          [{ field: "publication", before: project.publication, after: "published" }],
          request.staff.id,
          at,
        );
        await audit.record(
          request,
          {
            action: "project.published",
            entity: "project",
            entityId: id,
            before: { publication: project.publication },
            after: { publication: "published" },
          },
          trx,
        );
        await events.emit(trx, "project.published", { project_id: id });
      });
    },

    unpublish(request: FastifyRequest, id: number) {
      return onProject(id, async (trx, project, at) => {
        if (project.publication !== "published") return refused(409, DESK_REFUSALS.notPublished);
        await desk.setPublication(trx, id, "unpublished", at);
        await recordChanges(
          trx,
          id,
          [{ field: "publication", before: "published", after: "unpublished" }],
          request.staff.id,
          at,
        );
        await audit.record(
          request,
          {
            action: "project.unpublished",
            entity: "project",
            entityId: id,
            before: { publication: "published" },
            after: { publication: "unpublished" },
          },
          trx,
        );
        await events.emit(trx, "project.unpublished", { project_id: id });
      });
    },

    close(request: FastifyRequest, id: number, bid: CloseProject) {
      return onProject(id, async (trx, project, at) => {
        if (project.publication === "draft") return refused(409, DESK_REFUSALS.draftNotClosable);
        if (project.closed_at) return refused(409, DESK_REFUSALS.alreadyClosed);
        const after = { closed_at: at, ...bid };
        await desk.setResults(trx, id, after, "awarded", at);
        await recordChanges(trx, id, [{ field: "closed", before: null, after: results(bid) }], request.staff.id, at);
        await audit.record(
          request,
          {
            action: "project.closed",
            entity: "project",
            entityId: id,
            before: { bid_phase: project.bid_phase },
            after: { ...after, bid_phase: "awarded" },
          },
          trx,
        );
        await events.emit(trx, "project.closed", { project_id: id, ...bid });
      });
    },

    /** Undoes a close: the results are cleared and bidding stands at "results pending". */
    reopen(request: FastifyRequest, id: number) {
      return onProject(id, async (trx, project, at) => {
        if (!project.closed_at) return refused(409, DESK_REFUSALS.notClosed);
        const cleared = { closed_at: null, awarded_company: null, awarded_amount: null };
        await desk.setResults(trx, id, cleared, "bid_results", at);
        await recordChanges(
          trx,
          id,
          [{ field: "closed", before: results(project), after: null }],
          request.staff.id,
          at,
        );
        const before = {
          closed_at: project.closed_at,
          awarded_company: project.awarded_company,
          awarded_amount: project.awarded_amount,
          bid_phase: project.bid_phase,
        };
        await audit.record(
          request,
          {
            action: "project.reopened",
            entity: "project",
            entityId: id,
            before,
            after: { ...cleared, bid_phase: "bid_results" },
          },
          trx,
        );
      });
    },

    /** Removes every generated project in one transaction, audited with how many and which. */
    async removeDemo(request: FastifyRequest): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const ids = await desk.demoIds(trx);
        const removed = await desk.removeDemo(trx);
        await audit.record(
          request,
          { action: "project.demo_removed", entity: "project", entityId: "demo", before: { ids }, after: { removed } },
          trx,
        );
        return removed;
      });
    },
  };
}

export type DeskWorkflow = ReturnType<typeof deskWorkflow>;
