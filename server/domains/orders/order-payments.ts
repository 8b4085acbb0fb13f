// Every change the money makes to an order, each idempotent and decided by a conditional UPDATE, so that
// whichever caller comes first wins and the others change nothing: the buyer's return from the provider's
// page, the provider's event (a webhook, or the test gateway's), and the hourly sweep all call `settle`,
// which acts only on what the provider's API says now (`retrieve`), never on what the caller was told.
// Only the caller whose UPDATE moved the order out of awaiting_payment writes its announcement job, the
// buyer's receipt (order-receipt.ts) and its `order.placed` event, in the same transaction: the firm and
// the buyer hear of an order once.
import type { FastifyBaseLogger } from "fastify";
import { dollarsToCents } from "../../../contract/money.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Events } from "../../infra/events/events.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import { announcement } from "../../infra/mail/announcer.ts";
import { orderReceiptJob } from "./order-receipt.ts";
import { orderLineOf } from "./orders-repository.ts";
import type { PaymentAftermath } from "./payment-aftermath.ts";
import { type CheckoutState, PAYMENT_EVENT_JOB, type PaymentEvent, type PaymentProvider } from "./payments/provider.ts";

/** Where a settle left the order: what the return page shows. */
export type Settled = "unknown" | "placed" | "awaiting_payment" | "cancelled" | "mismatch" | "other";

/** How long after its checkout expired an order still awaiting payment is looked at by the sweep. */
export const SWEEP_GRACE_MS = 15 * 60_000;
export const SWEEP_JOB = "payment.sweep";

type Services = {
  payments: PaymentProvider;
  events: Events;
  jobs: Jobs;
  log: FastifyBaseLogger;
  aftermath: PaymentAftermath;
};

export function orderPayments(db: Db, { payments, events, jobs, log, aftermath }: Services) {
  const bySession = (sessionId: string) =>
    db
      .selectFrom("orders")
      .select(["id", "number", "status", "total", "test", "created_at"])
      .where("checkout_session_id", "=", sessionId)
      .executeTakeFirst();

  /** Why the provider's checkout cannot be this order's payment, or undefined when it is. */
  function mismatch(order: NonNullable<Awaited<ReturnType<typeof bySession>>>, state: CheckoutState) {
    if (state.orderNumber !== order.number) return `reference ${state.orderNumber}`;
    if (state.amountCents !== dollarsToCents(Number(order.total))) return `amount ${state.amountCents}`;
    if (state.currency !== "usd") return `currency ${state.currency}`;
    if (state.test !== Boolean(order.test)) return state.test ? "a test payment" : "a live payment";
    if (!state.payment) return "no payment";
    return undefined;
  }

  /** Moves an unpaid order to cancelled (its checkout expired or failed): no e-mail, no event. */
  async function fail(sessionId: string): Promise<boolean> {
    const set = await db
      .updateTable("orders")
      .set({ status: "cancelled", status_changed_at: new Date().toISOString() })
      .where("checkout_session_id", "=", sessionId)
      .where("status", "=", "awaiting_payment")
      .executeTakeFirst();
    return Number(set.numUpdatedRows) === 1;
  }

  async function settle(sessionId: string): Promise<Settled> {
    const order = await bySession(sessionId);
    if (!order) return "unknown";
    // Settled before (by the return, the event or the sweep): nothing to ask the provider.
    if (order.status !== "awaiting_payment") return order.status === "cancelled" ? "cancelled" : "other";
    const state = await payments.retrieve(sessionId);
    if (state.status === "expired") {
      await fail(sessionId);
      return "cancelled";
    }
    if (state.status !== "complete" || !state.paid) return "awaiting_payment";
    const wrong = mismatch(order, state);
    if (wrong) {
      // Left awaiting payment for a person to look at: reconciliation reports it.
      log.error({ order: order.number, session: sessionId, wrong }, "a paid checkout does not match its order");
      return "mismatch";
    }
    const payment = state.payment!;
    return db.transaction().execute(async (trx) => {
      const paidAt = new Date().toISOString();
      const set = await trx
        .updateTable("orders")
        .set({
          status: "placed",
          paid_at: paidAt,
          status_changed_at: paidAt,
          payment_reference: payment.id,
          card_brand: payment.brand,
          card_last4: payment.last4,
        })
        .where("id", "=", order.id)
        .where("status", "=", "awaiting_payment")
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) !== 1) return "other";
      const id = Number(order.id);
      const lines = await trx
        .selectFrom("order_lines")
        .select(["project_id", "project_name", "size", "price", "discount"])
        .where("order_id", "=", id)
        .orderBy("project_id")
        .execute();
      await jobs.enqueue(trx, ...announcement("order", id));
      await jobs.enqueue(trx, ...orderReceiptJob(id));
      await events.emit(trx, "order.placed", {
        id,
        number: order.number,
        created_at: order.created_at,
        total: Number(order.total),
        lines: lines.map(orderLineOf),
        test: Boolean(order.test),
      });
      log.info({ order: order.number }, "order paid and placed");
      return "placed";
    });
  }

  /** What a provider's event does; throws (and the job retries) when the provider cannot be reached. */
  async function handleEvent(event: PaymentEvent): Promise<void> {
    if (event.kind === "checkout.settled" || event.kind === "checkout.waiting") await settle(event.sessionId);
    else if (event.kind === "checkout.failed" && !(await payments.retrieve(event.sessionId)).paid)
      await fail(event.sessionId);
    else if (event.kind === "payment.refunded") await aftermath.refundSeen(event);
    else if (event.kind === "payment.disputed") await aftermath.disputeOpened(event);
  }

  /** Orders still awaiting payment well after their checkout expired: a lost event, or an abandoned page. */
  async function sweep(now = new Date()): Promise<void> {
    const stale = await db
      .selectFrom("orders")
      .select("checkout_session_id")
      .where("status", "=", "awaiting_payment")
      .where("checkout_expires_at", "<", new Date(now.getTime() - SWEEP_GRACE_MS).toISOString())
      .execute();
    for (const { checkout_session_id } of stale) if (checkout_session_id) await settle(checkout_session_id);
  }

  return { settle, fail, handleEvent, sweep, bySession };
}

export type OrderPayments = ReturnType<typeof orderPayments>;

/** Registers the job a provider's event becomes, and the hourly sweep. */
export function handlePaymentJobs(jobs: Jobs, payments: OrderPayments): void {
  jobs.handle<PaymentEvent>(PAYMENT_EVENT_JOB, (event) => payments.handleEvent(event), { inAnyOrder: true });
  jobs.recurring(SWEEP_JOB, 60 * 60_000, () => payments.sweep());
}
