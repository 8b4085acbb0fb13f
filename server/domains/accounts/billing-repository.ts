// A customer's orders as their Orders and Billing pages and receipts read them: only ever the orders of one user id.
import type { OrderSummary, Receipt } from "../../../contract/account/account.ts";
import {
  orderStatusLabel,
  PAID_ORDER_STATUSES,
  UNPAID_ORDER_STATUSES,
} from "../../../contract/choices/order-statuses.ts";
import { roundCents } from "../../../contract/money.ts";
import type { Db } from "../../infra/db/database.ts";
import { orderProjects } from "./order-projects.ts";

/** Where the firm's work on the order stands (server/domains/orders/), with its label. */
const statusOf = (status: string): Pick<OrderSummary, "status" | "status_label"> => ({
  status,
  status_label: orderStatusLabel(status),
});

export function billingRepository(db: Db) {
  const ordersOf = (userId: number) =>
    db
      .selectFrom("orders")
      .select(["id", "number", "created_at", "total", "test", "status", "billing", "card_brand", "card_last4"])
      .where("user_id", "=", userId);

  type OrderRow = {
    id: number;
    number: string;
    created_at: string;
    total: number;
    test: number;
    status: string;
    card_brand: string | null;
    card_last4: string | null;
  };
  const summary = (order: OrderRow, projects: string[]): OrderSummary => ({
    id: Number(order.id),
    number: order.number,
    projects,
    created_at: order.created_at,
    total: Number(order.total),
    test: Boolean(order.test),
    ...statusOf(order.status),
    card: order.card_brand && order.card_last4 ? { brand: order.card_brand, last4: order.card_last4 } : null,
  });

  return {
    /** The user's orders, newest first, each with its projects' names, but those never paid (awaiting payment, or not paid). */
    async list(userId: number): Promise<OrderSummary[]> {
      const rows = await ordersOf(userId)
        .where("status", "not in", UNPAID_ORDER_STATUSES)
        .orderBy("id", "desc")
        .execute();
      const projects = await orderProjects(
        db,
        rows.map((row) => Number(row.id)),
      );
      return rows.map((row) => summary(row, projects.get(Number(row.id)) ?? []));
    },

    /** The projects of which the user bought a take-off: every paid order not refunded. */
    async purchasedProjectIds(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom("order_lines")
        .innerJoin("orders", "orders.id", "order_lines.order_id")
        .select("order_lines.project_id")
        .distinct()
        .where("orders.user_id", "=", userId)
        .where("orders.status", "in", PAID_ORDER_STATUSES)
        .orderBy("order_lines.project_id")
        .execute();
      return rows.map((row) => Number(row.project_id));
    },

    /** One of the user's orders by its number, whatever its status (the return from payment reads it); undefined when it is not theirs, or nobody's. */
    async receipt(userId: number, number: string): Promise<Receipt | undefined> {
      const order = await ordersOf(userId).where("number", "=", number).executeTakeFirst();
      if (!order) return undefined;
      const lines = await db
        .selectFrom("order_lines")
        .select(["project_name", "size", "price", "discount"])
        .where("order_id", "=", order.id)
        .orderBy("project_id")
        .execute();
      const priced = lines.map(({ project_name, size, price, discount }) => ({
        project_name,
        size,
        price: Number(price),
        discount: Number(discount),
      }));
      const discount = roundCents(priced.reduce((sum, line) => sum + line.discount, 0));
      return {
        ...summary(
          order,
          priced.map((line) => line.project_name),
        ),
        lines: priced,
        discount,
        billing: JSON.parse(order.billing) as Record<string, string>,
      };
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
