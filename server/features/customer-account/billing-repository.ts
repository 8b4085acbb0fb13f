// A customer's orders as their Billing page and receipts read them: only ever the orders of one user id.
import type { OrderSummary, Receipt } from "../../../contract/account/account.ts";
import { roundCents } from "../../../contract/money.ts";
import type { Db } from "../../infra/db/database.ts";

/**
 * Every order is "placed" until the firm's fulfilment work gives orders a status of their own (issue 15,
 * the firm's side); the list and the receipt read it from here alone.
 */
const statusOf = (): Pick<OrderSummary, "status" | "status_label"> => ({ status: "placed", status_label: "Placed" });

export function billingRepository(db: Db) {
  const ordersOf = (userId: number) =>
    db
      .selectFrom("orders")
      .select(["id", "number", "created_at", "total", "test", "billing", "card_brand", "card_last4"])
      .where("user_id", "=", userId);

  const summary = (order: { number: string; created_at: string; total: number; test: number }): OrderSummary => ({
    number: order.number,
    created_at: order.created_at,
    total: Number(order.total),
    test: Boolean(order.test),
    ...statusOf(),
  });

  return {
    /** The user's orders, newest first. */
    async list(userId: number): Promise<OrderSummary[]> {
      const rows = await ordersOf(userId).orderBy("id", "desc").execute();
      return rows.map(summary);
    },

    /** One of the user's orders by its number; undefined when it is not theirs, or nobody's. */
    async receipt(userId: number, number: string): Promise<Receipt | undefined> {
      const order = await ordersOf(userId).where("number", "=", number).executeTakeFirst();
      if (!order) return undefined;
      const lines = await db
        .selectFrom("order_lines")
        .select(["project_name", "size", "price", "discount"])
        .where("order_id", "=", order.id)
        .orderBy("project_id")
        .execute();
      const priced = lines.map((line) => ({ ...line, price: Number(line.price), discount: Number(line.discount) }));
      const discount = roundCents(priced.reduce((sum, line) => sum + line.discount, 0));
      return {
        ...summary(order),
        lines: priced,
        discount,
        billing: JSON.parse(order.billing) as Record<string, string>,
        card: { brand: order.card_brand, last4: order.card_last4 },
      };
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
