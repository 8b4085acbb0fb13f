// Orders of take-offs: storing an order awaiting payment with its lines, then its checkout (and the
// Idempotency-Key that made it, in the table and the way leads keep theirs), and the paid orders not yet
// announced to the sales team.
import { UNPAID_ORDER_STATUSES } from "../../../contract/choices/order-statuses.ts";
import type { BILLING_FIELDS, OrderCreated } from "../../../contract/schemas/orders.ts";
import type { Db } from "../../infra/db/database.ts";
import { type Idempotency, storeOnce, storedAnswer } from "../../infra/db/idempotency-records.ts";

/** A stored order not yet announced to the sales team, with its lines and buyer. */
export type UnannouncedOrder = {
  id: number;
  number: string;
  created_at: string;
  /** full_name: the name the buyer gave their account ("" when none): e-mails greet them by it. */
  buyer: { username: string; full_name: string; email: string };
  lines: Array<{ project_id: number; project_name: string; size: string; price: number; discount: number }>;
  total: number;
  billing: Record<(typeof BILLING_FIELDS)[number], string>;
  card: { brand: string | null; last4: string | null };
  payment_reference: string | null;
  /** Paid through a test provider: no card was charged, nothing is owed. */
  test: boolean;
};

type StoredLine = { project_id: number; project_name: string; size: string; price: number; discount: number };

/** A stored order line as numbers (PostgreSQL answers some numeric columns as strings). */
export const orderLineOf = (line: StoredLine): UnannouncedOrder["lines"][number] => ({
  project_id: Number(line.project_id),
  project_name: line.project_name,
  size: line.size,
  price: Number(line.price),
  discount: Number(line.discount),
});

export type NewOrder = {
  number: string;
  userId: number;
  lines: UnannouncedOrder["lines"];
  total: number;
  billing: UnannouncedOrder["billing"];
  /** The provider the order is to be paid through, and whether it charges no card. */
  provider: string;
  test: boolean;
};

/** What `attachCheckout` did: kept the checkout, or found the answer an earlier request with the same key got. */
export type CheckoutStored = { replayed: false } | { replayed: true; created: OrderCreated };

export function ordersRepository(db: Db) {
  /**
   * Paid orders with lines and buyer, oldest first: all of them or the one with `id`, and only those not
   * yet announced to the firm when `unannouncedOnly`.
   */
  async function paidOrders(id: number | undefined, unannouncedOnly: boolean): Promise<UnannouncedOrder[]> {
    let query = db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.user_id")
      .select([
        "orders.id",
        "orders.number",
        "orders.created_at",
        "orders.total",
        "orders.billing",
        "orders.card_brand",
        "orders.card_last4",
        "orders.payment_reference",
        "orders.test",
        "users.username",
        "users.full_name",
        "users.email",
      ])
      .where("orders.status", "not in", UNPAID_ORDER_STATUSES)
      .orderBy("orders.id");
    if (unannouncedOnly) query = query.where("orders.notified_at", "is", null);
    if (id !== undefined) query = query.where("orders.id", "=", id);
    const orders = await query.execute();
    const lines = orders.length
      ? await db
          .selectFrom("order_lines")
          .select(["order_id", "project_id", "project_name", "size", "price", "discount"])
          .where(
            "order_id",
            "in",
            orders.map((order) => order.id),
          )
          .orderBy("order_id")
          .orderBy("project_id")
          .execute()
      : [];
    return orders.map((order) => ({
      id: Number(order.id),
      number: order.number,
      created_at: order.created_at,
      buyer: { username: order.username, full_name: order.full_name, email: order.email },
      lines: lines.filter((line) => Number(line.order_id) === Number(order.id)).map(orderLineOf),
      total: Number(order.total),
      billing: JSON.parse(order.billing),
      card: { brand: order.card_brand, last4: order.card_last4 },
      payment_reference: order.payment_reference,
      test: Boolean(order.test),
    }));
  }

  return {
    /** The answer to an order placed earlier with this key (whose endpoint names the buyer), if any. */
    replay: (idempotency: Idempotency) => storedAnswer(db, idempotency),

    /** Stores the order, awaiting payment, with its lines; answers its id. */
    async create(order: NewOrder): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("orders")
          .values({
            number: order.number,
            user_id: order.userId,
            total: order.total,
            billing: JSON.stringify(order.billing),
            status: "awaiting_payment",
            payment_provider: order.provider,
            test: order.test ? 1 : 0,
            created_at: new Date().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("order_lines")
          .values(
            order.lines.map((line) => ({
              order_id: Number(id),
              project_id: line.project_id,
              project_name: line.project_name,
              size: line.size,
              price: line.price,
              discount: line.discount,
            })),
          )
          .execute();
        return Number(id);
      });
    },

    /**
     * Keeps the order's checkout and the idempotency record with its 201 answer in one transaction. A
     * concurrent request with the same key loses the race on the record's primary key, keeps nothing, and
     * gets the winner's answer (`replayed`: its own order and checkout are to be given up).
     */
    async attachCheckout(
      id: number,
      checkout: { sessionId: string; expiresAt: Date },
      created: OrderCreated,
      idempotency?: Idempotency,
    ): Promise<CheckoutStored> {
      const stored = await storeOnce(db, idempotency, async (trx) => {
        await trx
          .updateTable("orders")
          .set({ checkout_session_id: checkout.sessionId, checkout_expires_at: checkout.expiresAt.toISOString() })
          .where("id", "=", id)
          .execute();
        return { answer: created };
      });
      return stored.replayed ? { replayed: true, created: stored.answer as OrderCreated } : { replayed: false };
    },

    /**
     * Gives up an order whose checkout could not be opened or lost a race: it was never paid. Its
     * checkout, if it had one, is kept with it, so reconciliation can tell where a payment came from.
     */
    async giveUp(id: number, sessionId?: string): Promise<void> {
      await db
        .updateTable("orders")
        .set({
          status: "cancelled",
          status_changed_at: new Date().toISOString(),
          ...(sessionId ? { checkout_session_id: sessionId } : {}),
        })
        .where("id", "=", id)
        .where("status", "=", "awaiting_payment")
        .execute();
    },

    /** Orders stored but not yet announced to the sales team (all, or the one with `id`), oldest first. */
    unnotified: (id?: number) => paidOrders(id, true),
    /** A paid order with its lines and buyer, for the buyer's receipt (order-receipt.ts). */
    paid: async (id: number): Promise<UnannouncedOrder | undefined> => (await paidOrders(id, false))[0],

    async markNotified(id: number): Promise<void> {
      await db.updateTable("orders").set({ notified_at: new Date().toISOString() }).where("id", "=", id).execute();
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
