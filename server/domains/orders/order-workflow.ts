// What staff do to an order, each in one transaction with its audit entry, its `order.*` events and the
// job that e-mails the buyer: move its status (deliver only with a file to deliver; refund only once the
// payment provider refunded the payment), and add or remove a deliverable. A refused change answers what
// the route sends (404, 409 or 502) and writes nothing.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { nextOrderStatuses, orderStatusLabel, type OrderStatus } from "../../../contract/choices/order-statuses.ts";
import { ORDER_REFUSALS } from "../../../contract/staff/orders.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Events } from "../../infra/events/events.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import type { PaymentProvider, RefundOutcome } from "./payments/provider.ts";
import { ORDER_STATUS_MAIL, type StatusMailPayload } from "./fulfilment-mail.ts";
import type { NewDeliverable, OrderDeskRepository } from "./order-desk-repository.ts";

/** The staff domain's audit log (app.audit). */
type AuditRepository = FastifyInstance["audit"];

type Status = 400 | 404 | 409 | 502;
export type Outcome = { ok: true } | { ok: false; status: Status; body: Record<string, unknown> };

const refused = (status: Status, body: Record<string, unknown>): Outcome => ({ ok: false, status, body });
const OK: Outcome = { ok: true };
const FINAL: readonly OrderStatus[] = ["delivered", "cancelled", "refunded", "awaiting_payment"];

type Services = {
  desk: OrderDeskRepository;
  audit: AuditRepository;
  events: Events;
  jobs: Jobs;
  payments: PaymentProvider;
};

export function orderWorkflow(db: Db, { desk, audit, events, jobs, payments }: Services) {
  /** Why `from` → `to` is refused before anything is done, or undefined when it may go ahead. */
  async function refusal(id: number, change: { from: string; status: OrderStatus }): Promise<Outcome | undefined> {
    const order = await desk.stateOf(db, id);
    if (!order) return refused(404, ORDER_REFUSALS.notFound);
    if (order.status !== change.from) return refused(409, { ...ORDER_REFUSALS.conflict, status: order.status });
    if (!nextOrderStatuses(order.status).includes(change.status))
      return refused(409, {
        detail: `An order cannot move from ${orderStatusLabel(order.status)} to ${orderStatusLabel(change.status)}.`,
        status: order.status,
      });
    if (change.status === "delivered" && !(await desk.fileCount(db, id)))
      return refused(409, ORDER_REFUSALS.noDeliverable);
    return undefined;
  }

  return {
    async changeStatus(
      request: FastifyRequest,
      id: number,
      change: { from: string; status: OrderStatus },
    ): Promise<Outcome> {
      const early = await refusal(id, change);
      if (early) return early;
      // The refund is the provider's and cannot join our transaction: it comes first, so an order is never
      // marked refunded with its money kept. Refunds of one payment are idempotent at the provider (its
      // key names the order), so a refund retried after a failure below gives back nothing twice.
      let refundReference: string | undefined;
      if (change.status === "refunded") {
        const { number, payment_reference, disputed_at } = (await desk.stateOf(db, id))!;
        if (disputed_at) return refused(409, ORDER_REFUSALS.refundDisputed);
        let outcome: RefundOutcome;
        try {
          outcome = await payments.refund(payment_reference!, `refund:${number}`);
        } catch (error) {
          outcome = { ok: false, reason: "unavailable", message: String(error) };
        }
        if (!outcome.ok) {
          request.log.error(
            { order: id, reason: outcome.reason, why: outcome.message },
            "refund refused; the order stays as it was",
          );
          if (outcome.reason === "disputed") return refused(409, ORDER_REFUSALS.refundDisputed);
          if (outcome.reason === "not_refundable") return refused(409, ORDER_REFUSALS.refundRefused);
          return refused(502, ORDER_REFUSALS.refundFailed);
        }
        refundReference = outcome.refundId;
      }
      return db.transaction().execute(async (trx) => {
        const order = (await desk.stateOf(trx, id))!;
        const from = order.status;
        if (from !== change.from || !(await desk.moveStatus(trx, id, from, change.status, refundReference)))
          return refused(409, { ...ORDER_REFUSALS.conflict, status: from });
        await audit.record(
          request,
          {
            action: "order.status_changed",
            entity: "order",
            entityId: id,
            before: { status: from },
            after: { status: change.status, ...(refundReference ? { refund_reference: refundReference } : {}) },
          },
          trx,
        );
        const data = { id, number: order.number, from, to: change.status };
        await events.emit(trx, "order.status_changed", data);
        if (change.status === "delivered")
          await events.emit(trx, "order.delivered", { id, number: order.number, files: await desk.fileCount(trx, id) });
        if (change.status === "refunded")
          await events.emit(trx, "order.refunded", {
            id,
            number: order.number,
            refund_reference: refundReference,
            source: "console",
          });
        const payload: StatusMailPayload = { orderId: id, status: change.status, refundReference };
        await jobs.enqueue(trx, ORDER_STATUS_MAIL, payload, { key: `${ORDER_STATUS_MAIL}:${id}:${change.status}` });
        return OK;
      });
    },

    /** Records a stored deliverable; false (and the caller removes the stored file) when the order is final or gone. */
    async addFile(request: FastifyRequest, orderId: number, file: NewDeliverable): Promise<Outcome> {
      return db.transaction().execute(async (trx) => {
        const order = await desk.stateOf(trx, orderId);
        if (!order) return refused(404, ORDER_REFUSALS.notFound);
        if (FINAL.includes(order.status)) return refused(409, ORDER_REFUSALS.final);
        const fileId = await desk.addFile(trx, orderId, file);
        const after = { file_id: fileId, name: file.name, kind: file.kind, size: file.size };
        await audit.record(request, { action: "order.file_added", entity: "order", entityId: orderId, after }, trx);
        return OK;
      });
    },

    /** Removes a deliverable; answers the stored key to delete once the removal is committed. */
    async removeFile(request: FastifyRequest, orderId: number, fileId: number): Promise<Outcome & { key?: string }> {
      return db.transaction().execute(async (trx) => {
        const order = await desk.stateOf(trx, orderId);
        const file = order && (await desk.storedFile(orderId, fileId, trx));
        if (!order || !file) return refused(404, ORDER_REFUSALS.notFound);
        if (FINAL.includes(order.status)) return refused(409, ORDER_REFUSALS.final);
        await desk.removeFile(trx, fileId);
        const before = { file_id: fileId, name: file.name, kind: file.kind, size: Number(file.size) };
        await audit.record(request, { action: "order.file_removed", entity: "order", entityId: orderId, before }, trx);
        return { ok: true, key: file.file_key };
      });
    },
  };
}

export type OrderWorkflow = ReturnType<typeof orderWorkflow>;
