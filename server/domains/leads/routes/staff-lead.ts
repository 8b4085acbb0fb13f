// A lead's page and what staff do to it: GET /reactapp/staff/leads/:id, POST …/status, …/notes and
// …/assign, and GET …/files/:fileId, the uploaded PDF, to staff only and only as a download.
import type { FastifyInstance, FastifyReply } from "fastify";
import * as v from "valibot";
import { LeadAssignSchema, LeadNoteSchema, LeadStatusChangeSchema } from "../../../../contract/staff/lead-requests.ts";
import { labelledFields } from "../../../../contract/forms/lead-fields.ts";
import { fileRemoved, LEAD_REFUSALS, type LeadDetail } from "../../../../contract/staff/leads.ts";
import type { LeadType } from "../../../../contract/schemas/lead-paths.ts";
import type { ObjectStore } from "../../../infra/files/object-store.ts";
import { sendStored } from "../../../infra/files/send-stored.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { uploadKey } from "../../../infra/files/uploads.ts";
import type { LeadRepository } from "../lead-desk-repository.ts";
import type { LeadWorkflow, Outcome } from "../lead-workflow.ts";
import { sender } from "../payload-fields.ts";

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number));
const LeadParams = v.object({ id: Id });
const FileParams = v.object({ id: Id, fileId: Id });

export type LeadRoutesOptions = { leads: LeadRepository; workflow: LeadWorkflow; objects: ObjectStore };

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok ? reply.send({ ok: true }) : reply.code(outcome.status).send(outcome.body);

export async function staffLeadRoutes(app: FastifyInstance, { leads, workflow, objects }: LeadRoutesOptions) {
  const notFound = (reply: FastifyReply) => reply.code(404).send(LEAD_REFUSALS.notFound);

  app.get("/reactapp/staff/leads/:id", app.consoleAction("leads.read"), async (request, reply) => {
    const params = v.safeParse(LeadParams, request.params);
    if (!params.success) return notFound(reply);
    const id = params.output.id;
    const lead = await leads.byId(id);
    if (!lead) return notFound(reply);
    const [files, notes, history] = await Promise.all([
      leads.files(id),
      leads.notes(id),
      app.audit.list({ entity: "lead", entityId: String(id), limit: 200 }),
    ]);
    const fields = JSON.parse(lead.payload) as Record<string, unknown>;
    const detail: LeadDetail = {
      id,
      type: lead.type as LeadType,
      reference: lead.reference,
      status: lead.status,
      status_reason: lead.status_reason,
      received: lead.created_at,
      updated_at: lead.updated_at,
      notified_at: lead.notified_at,
      assignee: lead.assignee_id ? { id: lead.assignee_id, username: lead.assignee_username ?? "" } : null,
      sender_name: sender(fields).name,
      fields,
      shown_fields: labelledFields(lead.type as LeadType, fields),
      attribution: {
        source_page: lead.source_page,
        referrer: lead.referrer,
        partner: lead.partner,
        partner_known: lead.known_partner !== null,
        unlisted_origin: lead.unlisted_origin,
        utm: JSON.parse(lead.utm),
      },
      files,
      notes,
      history: history.entries,
    };
    return detail;
  });

  app.post("/reactapp/staff/leads/:id/status", app.consoleAction("leads.work"), async (request, reply) => {
    const params = v.safeParse(LeadParams, request.params);
    if (!params.success) return notFound(reply);
    const change = parseOr400(LeadStatusChangeSchema, request.body, reply);
    if (!change) return reply;
    return answer(reply, await workflow.changeStatus(request, params.output.id, change));
  });

  app.post("/reactapp/staff/leads/:id/notes", app.consoleAction("leads.work"), async (request, reply) => {
    const params = v.safeParse(LeadParams, request.params);
    if (!params.success) return notFound(reply);
    const note = parseOr400(LeadNoteSchema, request.body, reply);
    if (!note) return reply;
    return answer(reply, await workflow.addNote(request, params.output.id, note.body));
  });

  app.post("/reactapp/staff/leads/:id/assign", app.consoleAction("leads.work"), async (request, reply) => {
    const params = v.safeParse(LeadParams, request.params);
    if (!params.success) return notFound(reply);
    const body = parseOr400(LeadAssignSchema, request.body, reply);
    if (!body) return reply;
    return answer(reply, await workflow.assign(request, params.output.id, body.assignee_id));
  });

  app.get("/reactapp/staff/leads/:id/files/:fileId", app.consoleAction("leads.read"), async (request, reply) => {
    const params = v.safeParse(FileParams, request.params);
    if (!params.success) return notFound(reply);
    const file = await leads.file(params.output.id, params.output.fileId);
    // 410 Gone: the file was there and is no more, for good (RFC 9110, 15.5.11).
    if (file && file.removed_after_days !== null)
      return reply.code(410).send({ detail: fileRemoved(file.removed_after_days) });
    const key = file && uploadKey(file.stored_name);
    if (!file || !key) return reply.code(404).send({ detail: "No file has this number." });
    return sendStored(request, reply, {
      files: objects,
      key,
      kind: "pdf",
      filename: file.original_name,
      disposition: "attachment",
    });
  });
}
