// What staff do to a lead, each in one transaction with its audit entry (and, for a status, the
// "lead.status_changed" event the webhooks hear): move its status, assign it, add a note. A refused
// change answers what the route sends (404, 400 or 409) and writes nothing.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isReopening, nextStatuses, leadStatusLabel } from "../../../contract/choices/lead-statuses.ts";
import { LEAD_REFUSALS, type LeadStatusChange } from "../../../contract/staff/leads.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Events } from "../../infra/events/events.ts";
import type { LeadRepository } from "./lead-desk-repository.ts";

/** The staff domain's audit log (app.audit). */
type AuditRepository = FastifyInstance["audit"];

export type Outcome = { ok: true } | { ok: false; status: 400 | 404 | 409; body: Record<string, unknown> };

const refused = (status: 400 | 404 | 409, body: Record<string, unknown>): Outcome => ({ ok: false, status, body });
const OK: Outcome = { ok: true };

export function leadWorkflow(db: Db, leads: LeadRepository, audit: AuditRepository, events: Events) {
  return {
    async changeStatus(request: FastifyRequest, id: number, change: LeadStatusChange): Promise<Outcome> {
      return db.transaction().execute(async (trx) => {
        const lead = await leads.statusOf(trx, id);
        if (!lead) return refused(404, LEAD_REFUSALS.notFound);
        if (lead.status !== change.from) return refused(409, { ...LEAD_REFUSALS.conflict, status: lead.status });
        if (!nextStatuses(lead.status).length) return refused(400, LEAD_REFUSALS.notWorkflow);
        if (!nextStatuses(lead.status).includes(change.status))
          return refused(400, {
            status: [`A lead cannot move from ${leadStatusLabel(lead.status)} to ${leadStatusLabel(change.status)}.`],
          });
        const reason = change.status === "spam" ? change.reason || null : null;
        // The status is set only if it is still the one read above: of two staff moving the same lead at
        // once, the second gets 409 instead of silently overwriting the first.
        if (!(await leads.moveStatus(trx, id, lead.status, change.status, reason)))
          return refused(409, LEAD_REFUSALS.conflict);
        const before = { status: lead.status, status_reason: lead.status_reason };
        const after = { status: change.status, status_reason: reason };
        const action = isReopening(lead.status, change.status) ? "lead.reopened" : "lead.status_changed";
        await audit.record(request, { action, entity: "lead", entityId: id, before, after }, trx);
        await events.emit(trx, "lead.status_changed", {
          id,
          reference: lead.reference,
          type: lead.type,
          from: lead.status,
          to: change.status,
          reason,
        });
        return OK;
      });
    },

    async assign(request: FastifyRequest, id: number, assigneeId: number | null): Promise<Outcome> {
      if (assigneeId !== null && !(await leads.members()).some((member) => member.id === assigneeId))
        return refused(400, { assignee_id: ["Select a staff member."] });
      return db.transaction().execute(async (trx) => {
        const lead = await leads.statusOf(trx, id);
        if (!lead) return refused(404, LEAD_REFUSALS.notFound);
        await leads.assign(trx, id, assigneeId);
        await audit.record(
          request,
          {
            action: "lead.assigned",
            entity: "lead",
            entityId: id,
            before: { assignee_id: lead.assignee_id },
            after: { assignee_id: assigneeId },
          },
          trx,
        );
        return OK;
      });
    },

    async addNote(request: FastifyRequest, id: number, body: string): Promise<Outcome> {
      return db.transaction().execute(async (trx) => {
        if (!(await leads.statusOf(trx, id))) return refused(404, LEAD_REFUSALS.notFound);
        const noteId = await leads.addNote(trx, id, request.staff.id, body);
        await audit.record(
          request,
          { action: "lead.note_added", entity: "lead", entityId: id, after: { note_id: noteId, body } },
          trx,
        );
        return OK;
      });
    },
  };
}

export type LeadWorkflow = ReturnType<typeof leadWorkflow>;
