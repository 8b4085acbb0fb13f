// Reconciliation: every completed checkout the provider holds for a period beside our orders, and the
// differences, one line each. Our side is taken from a day before `since`, so an order created just before
// the period whose checkout completed in it is found. Only what the provider's word can settle is fixed
// (`--fix`), through the same idempotent functions the webhook job uses: a paid order not placed, and a
// refund not recorded. An order placed with no payment is never "fixed": a person looks at it.
import { dollarsToCents } from "../../../contract/money.ts";
import type { Db } from "../../infra/db/database.ts";
import type { OrderPayments } from "./order-payments.ts";
import type { PaymentAftermath } from "./payment-aftermath.ts";
import type { PaymentProvider, SettledCheckout } from "./payments/provider.ts";

export type DifferenceKind =
  | "paid-not-placed"
  | "placed-not-paid"
  | "amount-mismatch"
  | "currency-mismatch"
  | "mode-mismatch"
  | "refund-unrecorded"
  | "refund-phantom"
  | "dispute-unrecorded"
  | "unknown-session";

export type Difference = { order: string; session: string; kind: DifferenceKind; detail: string };

const PAID_HERE = ["placed", "in_progress", "delivered", "refunded"];
const DAY_MS = 24 * 60 * 60_000;

export async function reconcile(
  db: Db,
  payments: PaymentProvider,
  { since, until }: { since: Date; until: Date },
): Promise<{ sessions: SettledCheckout[]; orders: number; differences: Difference[] }> {
  const sessions: SettledCheckout[] = [];
  for await (const session of payments.listCompleted(since, until)) sessions.push(session);
  const orders = await db
    .selectFrom("orders")
    .select(["number", "status", "total", "test", "checkout_session_id", "refunded_cents", "disputed_at"])
    .where("checkout_session_id", "is not", null)
    .where("created_at", ">=", new Date(since.getTime() - DAY_MS).toISOString())
    .where("created_at", "<", until.toISOString())
    .execute();
  const bySession = new Map(orders.map((order) => [order.checkout_session_id!, order]));
  const differences: Difference[] = [];
  const note = (order: string, session: string, kind: DifferenceKind, detail: string) =>
    differences.push({ order, session, kind, detail });

  for (const session of sessions) {
    if (!session.paid) continue;
    // An order older than the margin is still looked for by its session.
    const order =
      bySession.get(session.sessionId) ??
      (await db
        .selectFrom("orders")
        .select(["number", "status", "total", "test", "checkout_session_id", "refunded_cents", "disputed_at"])
        .where("checkout_session_id", "=", session.sessionId)
        .executeTakeFirst());
    if (!order) {
      note("-", session.sessionId, "unknown-session", `paid ${session.amountCents} at the provider, no order here`);
      continue;
    }
    if (!PAID_HERE.includes(order.status))
      note(order.number, session.sessionId, "paid-not-placed", `paid at the provider, ${order.status} here`);
    const cents = dollarsToCents(Number(order.total));
    if (session.amountCents !== cents)
      note(order.number, session.sessionId, "amount-mismatch", `${session.amountCents} there, ${cents} here`);
    if (session.currency !== "usd")
      note(order.number, session.sessionId, "currency-mismatch", `${session.currency} there, usd here`);
    if (session.test !== Boolean(order.test))
      note(
        order.number,
        session.sessionId,
        "mode-mismatch",
        session.test ? "test there, live here" : "live there, test here",
      );
    const refunded = Number(order.refunded_cents);
    if (session.refundedCents > refunded)
      note(
        order.number,
        session.sessionId,
        "refund-unrecorded",
        `${session.refundedCents} refunded there, ${refunded} here`,
      );
    if (session.refundedCents === 0 && order.status === "refunded")
      note(order.number, session.sessionId, "refund-phantom", "refunded here, not there");
    if (session.disputed && !order.disputed_at)
      note(order.number, session.sessionId, "dispute-unrecorded", "disputed there, not flagged here");
  }
  const paid = new Set(sessions.filter((session) => session.paid).map((session) => session.sessionId));
  for (const order of orders) {
    const created = order.checkout_session_id!;
    if (PAID_HERE.includes(order.status) && !paid.has(created) && order.number)
      note(order.number, created, "placed-not-paid", `${order.status} here, no paid checkout there`);
  }
  return { sessions, orders: orders.length, differences };
}

/** Applies the fixable differences through the webhook job's own functions; answers what it did. */
export async function fixDifferences(
  differences: Difference[],
  sessions: SettledCheckout[],
  { settlement, aftermath }: { settlement: OrderPayments; aftermath: PaymentAftermath },
): Promise<string[]> {
  const done: string[] = [];
  for (const difference of differences) {
    const session = sessions.find((candidate) => candidate.sessionId === difference.session);
    if (difference.kind === "paid-not-placed") {
      done.push(`${difference.order}: ${await settlement.settle(difference.session)}`);
    } else if (difference.kind === "refund-unrecorded" && session?.payment) {
      await aftermath.refundSeen({
        eventId: `reconcile:${difference.session}`,
        kind: "payment.refunded",
        paymentId: session.payment.id,
        refundedCents: session.refundedCents,
        full: session.refundedCents >= (session.amountCents ?? Infinity),
      });
      done.push(`${difference.order}: refund of ${session.refundedCents} recorded`);
    }
  }
  return done;
}
