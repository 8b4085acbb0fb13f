// Orders of take-offs: storing a paid order with its lines (and the Idempotency-Key that placed it, in
// the table and the way leads keep theirs), and the orders not yet announced to the sales team.
import type { BILLING_FIELDS, OrderCreated } from "../../../contract/schemas/orders.ts";
import type { Kysely } from "kysely";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";
import { type Idempotency, storeOnce, storedAnswer } from "../../infra/db/idempotency-records.ts";

/** A stored order not yet announced to the sales team, with its lines and buyer. */
export type UnannouncedOrder = {
  id: number;
  number: string;
  created_at: string;
  buyer: { username: string; email: string };
  lines: Array<{ project_id: number; project_name: string; size: string; price: number; discount: number }>;
  total: number;
  billing: Record<(typeof BILLING_FIELDS)[number], string>;
  card: { brand: string; last4: string };
  payment_reference: string;
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
  /** What the payment provider returned for the charge: nothing else about the card is ever stored. */
  charge: { reference: string; brand: string; last4: string; test: boolean };
};

/** What `create` did: stored the order, or found the order an earlier request with the same key placed. */
export type OrderStored =
  { replayed: false; id: number; created: OrderCreated } | { replayed: true; created: OrderCreated };

/** The 201 answer to the order, as the buyer gets it (and gets it again for a repeated Idempotency-Key). */
const answerOf = (order: NewOrder): OrderCreated => ({
  number: order.number,
  total: order.total,
  card: { brand: order.charge.brand, last4: order.charge.last4 },
  test: order.charge.test,
});

export function ordersRepository(db: Db) {
  /** Unannounced orders (all of them, or the one with `id`), oldest first, with lines and buyer. */
  async function unannounced(id?: number): Promise<UnannouncedOrder[]> {
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
        "users.email",
      ])
      .where("orders.notified_at", "is", null)
      .orderBy("orders.id");
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
      buyer: { username: order.username, email: order.email },
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

    /**
     * Stores the order, its lines and the idempotency record in one transaction, with what `alongside`
     * writes (its notification job, its event): when this resolves all are committed. A concurrent request
     * with the same key loses the race on the record's primary key, stores nothing, and gets the
     * winner's answer (`replayed`: its own charge is to be refunded).
     */
    async create(
      order: NewOrder,
      idempotency?: Idempotency,
      alongside?: (trx: Kysely<Database>, stored: { id: number; created_at: string }) => Promise<void>,
    ): Promise<OrderStored> {
      const created = answerOf(order);
      const stored = await storeOnce(db, idempotency, async (trx) => {
        const createdAt = new Date().toISOString();
        const { id } = await trx
          .insertInto("orders")
          .values({
            number: order.number,
            user_id: order.userId,
            total: order.total,
            billing: JSON.stringify(order.billing),
            payment_reference: order.charge.reference,
            card_brand: order.charge.brand,
            card_last4: order.charge.last4,
            test: order.charge.test ? 1 : 0,
            created_at: createdAt,
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
        await alongside?.(trx, { id: Number(id), created_at: createdAt });
        return { id: Number(id), answer: created };
      });
      return stored.replayed
        ? { replayed: true, created: stored.answer as OrderCreated }
        : { replayed: false, id: stored.id, created };
    },

    /** Orders stored but not yet announced to the sales team (all, or the one with `id`), oldest first. */
    unnotified: unannounced,

    async markNotified(id: number): Promise<void> {
      await db.updateTable("orders").set({ notified_at: new Date().toISOString() }).where("id", "=", id).execute();
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
