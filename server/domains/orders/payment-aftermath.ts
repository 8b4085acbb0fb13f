// What the provider says after a payment: a refund (made in the console, or in the provider's Dashboard)
// and a dispute the buyer opened with their bank. Each is idempotent, decided by a conditional UPDATE,
// so an event received twice, late or out of order changes nothing twice. A full refund moves the order
// to refunded (reality wins, even for a delivered order), and only the caller that moved it tells the
// buyer and emits order.refunded: a refund made in the console moved it already, and its event finds
// nothing to do. A dispute is a flag, not a status: the work can go on, and a dispute can be won. The
// administrators are e-mailed, once, with the date to answer by.
import type { FastifyBaseLogger } from "fastify";
import { PAID_ORDER_STATUSES } from "../../../contract/choices/order-statuses.ts";
import { formatUsd } from "../../../contract/money.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Events } from "../../infra/events/events.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { Mailer } from "../../infra/mail/mailer.ts";
import { ORDER_STATUS_MAIL, type StatusMailPayload } from "./fulfilment-mail.ts";
import type { PaymentEvent, PaymentProvider } from "./payments/provider.ts";

export const DISPUTE_MAIL = "order.dispute_mail";

type Refunded = Extract<PaymentEvent, { kind: "payment.refunded" }>;
type Disputed = Extract<PaymentEvent, { kind: "payment.disputed" }>;

type Services = { events: Events; jobs: Jobs; log: FastifyBaseLogger };

export function paymentAftermath(db: Db, { events, jobs, log }: Services) {
  async function refundSeen({ paymentId, refundedCents, full }: Refunded): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom("orders")
        .select(["id", "number", "refunded_cents", "refund_reference"])
        .where("payment_reference", "=", paymentId)
        .executeTakeFirst();
      if (!order) return log.warn({ payment: paymentId }, "a refund of no known order's payment");
      // Events may come out of order: the amount refunded only grows.
      await trx
        .updateTable("orders")
        .set({ refunded_cents: refundedCents })
        .where("id", "=", order.id)
        .where("refunded_cents", "<", refundedCents)
        .execute();
      if (!full) return;
      const moved = await trx
        .updateTable("orders")
        .set({ status: "refunded", status_changed_at: new Date().toISOString() })
        .where("id", "=", order.id)
        .where("status", "in", PAID_ORDER_STATUSES)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      const id = Number(order.id);
      await events.emit(trx, "order.refunded", {
        id,
        number: order.number,
        refund_reference: order.refund_reference,
        source: "provider",
      });
      const payload: StatusMailPayload = { orderId: id, status: "refunded" };
      await jobs.enqueue(trx, ORDER_STATUS_MAIL, payload, { key: `${ORDER_STATUS_MAIL}:${id}:refunded` });
    });
  }

  async function disputeOpened({ paymentId, disputeId, reason, dueBy }: Disputed): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom("orders")
        .select(["id", "number"])
        .where("payment_reference", "=", paymentId)
        .executeTakeFirst();
      if (!order) return log.warn({ payment: paymentId }, "a dispute of no known order's payment");
      const flagged = await trx
        .updateTable("orders")
        .set({
          disputed_at: new Date().toISOString(),
          dispute_reference: disputeId,
          dispute_reason: reason,
          dispute_due_by: dueBy,
        })
        .where("id", "=", order.id)
        .where("disputed_at", "is", null)
        .executeTakeFirst();
      if (Number(flagged.numUpdatedRows) !== 1) return;
      const id = Number(order.id);
      await events.emit(trx, "order.disputed", { id, number: order.number, reason, due_by: dueBy });
      await jobs.enqueue(trx, DISPUTE_MAIL, { orderId: id }, { key: `${DISPUTE_MAIL}:${id}` });
    });
  }

  return { refundSeen, disputeOpened };
}

export type PaymentAftermath = ReturnType<typeof paymentAftermath>;

/** The administrators' e-mail about a dispute: what, which order, by when, and where to answer it. */
export function handleDisputeMail(
  db: Db,
  jobs: Jobs,
  mailer: Mailer,
  { payments, siteUrl }: { payments: PaymentProvider; siteUrl: string },
) {
  jobs.handle<{ orderId: number }>(DISPUTE_MAIL, async ({ orderId }) => {
    const order = await db
      .selectFrom("orders")
      .select(["number", "total", "test", "payment_reference", "dispute_reason", "dispute_due_by"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (!order) return;
    const admins = await db.selectFrom("users").select("email").where("access_role", "=", "admin").execute();
    const dashboard = order.payment_reference && payments.dashboardUrl(order.payment_reference, Boolean(order.test));
    await mailer.send(
      {
        id: `order-${order.number}-disputed`,
        ...(admins.length ? { to: admins.map((admin) => admin.email) } : {}),
        ...renderMail(
          {
            subject: `Payment disputed: order ${order.number}${order.test ? " (TEST)" : ""}`,
            heading: `Payment disputed: order ${order.number}`,
            blocks: [
              {
                paragraph: `The buyer of order ${order.number} (${formatUsd(Number(order.total))}) disputed the payment with their bank.`,
              },
              { paragraph: `Reason given: ${order.dispute_reason ?? "none"}.` },
              order.dispute_due_by && {
                paragraph: `Respond by ${order.dispute_due_by.slice(0, 10)}, or the dispute is lost.`,
              },
              dashboard && {
                link: { label: "Answer it at the payment provider", url: dashboard },
              },
              { link: { label: "The order in the console", url: `${siteUrl}/staff/order/?id=${orderId}` } },
              { paragraph: "The order cannot be refunded while the dispute is open." },
            ],
          },
          siteUrl,
        ),
      },
      `${order.number}-disputed`,
    );
  });
}
