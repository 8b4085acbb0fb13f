// The test gateway's hosted checkouts and their payments, in the database (migration 036) as a remote
// provider keeps them on its side: a return, an event or a refund finds its checkout after a restart,
// and from any process. Each change of state is a conditional UPDATE, so two requests never both win.
import { randomBytes } from "node:crypto";
import type { Db } from "../../../infra/db/database.ts";
import type { CheckoutOrder, CheckoutState, SettledCheckout } from "./provider.ts";

const id = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

export function testGatewaySessions(db: Db) {
  const byId = (sessionId: string) =>
    db.selectFrom("test_gateway_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();

  const api = {
    byId,

    /** A new open checkout for the order; answers its id. */
    async open(order: CheckoutOrder): Promise<string> {
      const sessionId = id("tgs_");
      await db
        .insertInto("test_gateway_sessions")
        .values({
          id: sessionId,
          order_number: order.number,
          amount_cents: order.totalCents,
          status: "open",
          return_url: order.returnUrl.replace("{CHECKOUT_SESSION_ID}", sessionId),
          cancel_url: order.cancelUrl,
          created_at: new Date().toISOString(),
          expires_at: order.expiresAt.toISOString(),
        })
        .execute();
      return sessionId;
    },

    /** Pays an open, unexpired checkout with the card; false when it was not open any more. */
    async pay(sessionId: string, card: { brand: string; last4: string }): Promise<boolean> {
      const now = new Date().toISOString();
      const set = await db
        .updateTable("test_gateway_sessions")
        .set({
          status: "complete",
          payment_reference: id("pay_test_"),
          card_brand: card.brand,
          card_last4: card.last4,
          paid_at: now,
        })
        .where("id", "=", sessionId)
        .where("status", "=", "open")
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return Number(set.numUpdatedRows) === 1;
    },

    /** Open → expired; a checkout already complete or expired stays as it is. */
    async expire(sessionId: string): Promise<void> {
      await db
        .updateTable("test_gateway_sessions")
        .set({ status: "expired" })
        .where("id", "=", sessionId)
        .where("status", "=", "open")
        .execute();
    },

    async state(sessionId: string): Promise<CheckoutState> {
      const row = await byId(sessionId);
      if (!row) throw new Error(`No test gateway checkout ${sessionId}.`);
      // An open checkout past its time is expired, as the provider's own would be.
      const status = row.status === "open" && row.expires_at <= new Date().toISOString() ? "expired" : row.status;
      return {
        sessionId,
        status: status as CheckoutState["status"],
        paid: row.status === "complete",
        orderNumber: row.order_number,
        amountCents: Number(row.amount_cents),
        currency: "usd",
        test: true,
        payment:
          row.payment_reference && row.card_brand && row.card_last4
            ? { id: row.payment_reference, brand: row.card_brand, last4: row.card_last4 }
            : null,
      };
    },

    /**
     * Refunds a paid checkout's payment once and answers the refund's id; a payment refunded before (by
     * this process or another, even at the same moment) answers the first refund's id. Undefined for an
     * unknown payment.
     */
    async refund(paymentId: string): Promise<string | undefined> {
      const refund = id("re_test_");
      await db
        .updateTable("test_gateway_sessions")
        .set({ refund, refunded_at: new Date().toISOString() })
        .where("payment_reference", "=", paymentId)
        .where("refund", "is", null)
        .execute();
      const row = await db
        .selectFrom("test_gateway_sessions")
        .select("refund")
        .where("payment_reference", "=", paymentId)
        .executeTakeFirst();
      return row?.refund ?? undefined;
    },

    /** Completed checkouts created in [since, until), oldest first. */
    async completed(since: Date, until: Date): Promise<SettledCheckout[]> {
      const rows = await db
        .selectFrom("test_gateway_sessions")
        .select(["id", "amount_cents", "refund"])
        .where("status", "=", "complete")
        .where("created_at", ">=", since.toISOString())
        .where("created_at", "<", until.toISOString())
        .orderBy("created_at")
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          ...(await api.state(row.id)),
          refundedCents: row.refund ? Number(row.amount_cents) : 0,
          disputed: false,
        })),
      );
    },

    /** The payments refunded so far, oldest first. */
    async refunded(): Promise<string[]> {
      const rows = await db
        .selectFrom("test_gateway_sessions")
        .select("payment_reference")
        .where("refund", "is not", null)
        .orderBy("refunded_at")
        .orderBy("id")
        .execute();
      return rows.map((row) => row.payment_reference!);
    },
  };
  return api;
}
