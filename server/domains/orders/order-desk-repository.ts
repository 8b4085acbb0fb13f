// The orders as the firm works them: the console's list (filtered, newest first, a page at a time), an
// order's page, its status, and its deliverables. Placing an order is the orders feature's; this one
// changes only the columns of migration 023 and the order_files table.
import type { Kysely } from "kysely";
import { type OrderStatus, UNPAID_ORDER_STATUSES } from "../../../contract/choices/order-statuses.ts";
import type { OrdersQuery } from "../../../contract/staff/order-requests.ts";
import {
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderFile,
  type OrderRow,
  type OrdersPage,
} from "../../../contract/staff/orders.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";
import { anyContains } from "../../infra/db/text-search.ts";
import { orderLineOf } from "./orders-repository.ts";

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** What a status change needs to know of an order. */
export type OrderState = {
  id: number;
  number: string;
  status: OrderStatus;
  user_id: number;
  payment_reference: string | null;
  refund_reference: string | null;
  /** Set while the buyer's bank disputes the payment: the provider refuses a refund then. */
  disputed_at: string | null;
};

export type NewDeliverable = { key: string; kind: string; name: string; size: number; uploadedBy: number };

export function orderDeskRepository(db: Db) {
  function filtered(query: OrdersQuery) {
    let q = db.selectFrom("orders").innerJoin("users", "users.id", "orders.user_id");
    // Orders nobody paid for (yet) are the provider's business until they are: listed only when asked for.
    if (query.status) q = q.where("orders.status", "=", query.status);
    else q = q.where("orders.status", "not in", UNPAID_ORDER_STATUSES);
    if (query.from) q = q.where("orders.created_at", ">=", `${query.from}T00:00:00.000Z`);
    if (query.to) q = q.where("orders.created_at", "<", nextDay(query.to));
    if (query.test === "hide") q = q.where("orders.test", "=", 0);
    if (query.test === "only") q = q.where("orders.test", "=", 1);
    if (query.q) {
      // The customer's username or e-mail, or the order's number; PostgreSQL's LIKE is case-sensitive.
      const text = query.q;
      q = q.where((eb) =>
        anyContains(db, text, [eb.ref("users.username"), eb.ref("users.email"), eb.ref("orders.number")]),
      );
    }
    return q;
  }

  const filesOf = async (orderId: number): Promise<OrderFile[]> =>
    (
      await db
        .selectFrom("order_files")
        .select(["id", "name", "kind", "size", "created_at"])
        .where("order_id", "=", orderId)
        .orderBy("id")
        .execute()
    ).map((file) => ({
      id: Number(file.id),
      name: file.name,
      kind: file.kind,
      size: Number(file.size),
      uploaded_at: file.created_at,
    }));

  return {
    async page(query: OrdersQuery): Promise<OrdersPage> {
      const page = Number(query.page || 1);
      const rows = await filtered(query)
        .select((eb) => [
          "orders.id",
          "orders.number",
          "orders.created_at",
          "orders.status",
          "orders.total",
          "orders.test",
          "users.username",
          "users.email",
          // The customer's messages staff have not read (the last read is kept per order).
          eb
            .selectFrom("order_messages")
            .select((inner) => inner.fn.countAll<number>().as("n"))
            .whereRef("order_messages.order_id", "=", "orders.id")
            .where("order_messages.side", "=", "customer")
            .whereRef("order_messages.id", ">", "orders.staff_read_id")
            .as("unread"),
        ])
        .orderBy("orders.created_at", "desc")
        .orderBy("orders.id", "desc")
        .limit(ORDERS_PAGE_SIZE)
        .offset((page - 1) * ORDERS_PAGE_SIZE)
        .execute();
      const { count } = await filtered(query)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const results: OrderRow[] = rows.map((row) => ({
        id: Number(row.id),
        number: row.number,
        placed: row.created_at,
        status: row.status as OrderStatus,
        customer: row.username,
        email: row.email,
        total: Number(row.total),
        test: Boolean(row.test),
        unread: Number(row.unread ?? 0),
      }));
      return { count: Number(count), page, page_size: ORDERS_PAGE_SIZE, results };
    },

    /** The order's page without its history (the route adds the audit log's entries). */
    async detail(id: number): Promise<Omit<OrderDetail, "history"> | undefined> {
      const order = await db
        .selectFrom("orders")
        .innerJoin("users", "users.id", "orders.user_id")
        .selectAll("orders")
        .select(["users.username", "users.email"])
        .where("orders.id", "=", id)
        .executeTakeFirst();
      if (!order) return undefined;
      const lines = await db
        .selectFrom("order_lines")
        .select(["project_id", "project_name", "size", "price", "discount"])
        .where("order_id", "=", id)
        .orderBy("project_id")
        .execute();
      return {
        id,
        number: order.number,
        placed: order.created_at,
        status: order.status as OrderStatus,
        status_changed_at: order.status_changed_at,
        customer: { username: order.username, email: order.email },
        lines: lines.map(orderLineOf),
        total: Number(order.total),
        billing: JSON.parse(order.billing),
        payment_reference: order.payment_reference,
        refund_reference: order.refund_reference,
        card: order.card_brand && order.card_last4 ? { brand: order.card_brand, last4: order.card_last4 } : null,
        test: Boolean(order.test),
        payment: {
          provider: order.payment_provider,
          dashboard_url: null,
          paid_at: order.paid_at,
          refunded_cents: Number(order.refunded_cents),
          dispute: order.disputed_at
            ? {
                reference: order.dispute_reference,
                reason: order.dispute_reason,
                due_by: order.dispute_due_by,
                opened_at: order.disputed_at,
              }
            : null,
        },
        files: await filesOf(id),
      };
    },

    async stateOf(trx: Kysely<Database>, id: number): Promise<OrderState | undefined> {
      const row = await trx
        .selectFrom("orders")
        .select(["id", "number", "status", "user_id", "payment_reference", "refund_reference", "disputed_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      return row && { ...row, id: Number(row.id), user_id: Number(row.user_id), status: row.status as OrderStatus };
    },

    /** Sets the status only if it is still `from`: false when another change came first. */
    async moveStatus(
      trx: Kysely<Database>,
      id: number,
      from: OrderStatus,
      to: OrderStatus,
      refundReference?: string,
    ): Promise<boolean> {
      const result = await trx
        .updateTable("orders")
        .set({
          status: to,
          status_changed_at: new Date().toISOString(),
          ...(refundReference ? { refund_reference: refundReference } : {}),
        })
        .where("id", "=", id)
        .where("status", "=", from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    files: filesOf,

    async fileCount(trx: Kysely<Database>, orderId: number): Promise<number> {
      const { n } = await trx
        .selectFrom("order_files")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async addFile(trx: Kysely<Database>, orderId: number, file: NewDeliverable): Promise<number> {
      const { id } = await trx
        .insertInto("order_files")
        .values({
          order_id: orderId,
          file_key: file.key,
          kind: file.kind,
          name: file.name,
          size: file.size,
          uploaded_by: file.uploadedBy,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    /** The stored file `fileId` of order `orderId` (undefined when it is another order's). */
    async storedFile(orderId: number, fileId: number, trx: Kysely<Database> = db) {
      return trx
        .selectFrom("order_files")
        .select(["id", "file_key", "kind", "name", "size"])
        .where("order_id", "=", orderId)
        .where("id", "=", fileId)
        .executeTakeFirst();
    },

    async removeFile(trx: Kysely<Database>, fileId: number): Promise<void> {
      await trx.deleteFrom("order_files").where("id", "=", fileId).execute();
    },

    /** The buyer of an order, for the checks that keep a customer to their own orders and for e-mail. */
    async buyerOf(orderId: number) {
      const row = await db
        .selectFrom("orders")
        .innerJoin("users", "users.id", "orders.user_id")
        .select([
          "orders.id",
          "orders.number",
          "orders.status",
          "orders.user_id",
          "orders.billing",
          "users.username",
          "users.full_name",
          "users.email",
        ])
        .where("orders.id", "=", orderId)
        .executeTakeFirst();
      return row && { ...row, id: Number(row.id), user_id: Number(row.user_id) };
    },
  };
}

export type OrderDeskRepository = ReturnType<typeof orderDeskRepository>;
