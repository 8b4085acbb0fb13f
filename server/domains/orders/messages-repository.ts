// An order's message thread: the buyer and the firm write to each other, each message text with an
// optional PDF. Each side's reading is kept on the order (the id of the last message it read), so the
// other side's later messages are its unread ones.
import type { Kysely } from "kysely";
import { FIRM_AUTHOR, type MessageSide, type OrderMessage } from "../../../contract/schemas/order-messages.ts";
import type { Db } from "../../infra/db/database.ts";
import type { Database } from "../../infra/db/schema.ts";

const readColumn = (side: MessageSide) => (side === "staff" ? "staff_read_id" : "customer_read_id");
const otherSide = (side: MessageSide): MessageSide => (side === "staff" ? "customer" : "staff");

export type NewMessage = {
  orderId: number;
  side: MessageSide;
  authorId: number;
  body: string;
  attachment?: { key: string; name: string; size: number };
};

export function messagesRepository(db: Db) {
  return {
    /** The thread, oldest first, with how many of the other side's messages `reader` has not read. */
    async thread(orderId: number, reader: MessageSide): Promise<{ messages: OrderMessage[]; unread: number }> {
      const order = await db
        .selectFrom("orders")
        .select(["staff_read_id", "customer_read_id"])
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      const readUpTo = Number(order[readColumn(reader)]);
      const rows = await db
        .selectFrom("order_messages")
        .innerJoin("users", "users.id", "order_messages.author_id")
        .select([
          "order_messages.id",
          "order_messages.side",
          "order_messages.body",
          "order_messages.file_name",
          "order_messages.file_size",
          "order_messages.created_at",
          "users.username",
        ])
        .where("order_messages.order_id", "=", orderId)
        .orderBy("order_messages.id")
        .execute();
      const messages: OrderMessage[] = rows.map((row) => ({
        id: Number(row.id),
        side: row.side as MessageSide,
        author: row.side === "staff" ? FIRM_AUTHOR : row.username,
        body: row.body,
        attachment: row.file_name ? { name: row.file_name, size: Number(row.file_size) } : null,
        created_at: row.created_at,
      }));
      const unread = messages.filter((m) => m.side === otherSide(reader) && m.id > readUpTo).length;
      return { messages, unread };
    },

    async add(trx: Kysely<Database>, message: NewMessage): Promise<number> {
      const { id } = await trx
        .insertInto("order_messages")
        .values({
          order_id: message.orderId,
          side: message.side,
          author_id: message.authorId,
          body: message.body,
          file_key: message.attachment?.key ?? null,
          file_name: message.attachment?.name ?? null,
          file_size: message.attachment?.size ?? null,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Whoever writes has read the thread up to their own message.
      await trx
        .updateTable("orders")
        .set({ [readColumn(message.side)]: Number(id) })
        .where("id", "=", message.orderId)
        .execute();
      return Number(id);
    },

    /** Marks the thread read by `reader` up to message `upTo` (never backwards). */
    async markRead(orderId: number, reader: MessageSide, upTo: number): Promise<void> {
      const column = readColumn(reader);
      await db
        .updateTable("orders")
        .set({ [column]: upTo })
        .where("id", "=", orderId)
        .where(column, "<", upTo)
        .execute();
    },

    /** A message with its order, as the e-mail that announces it needs it. */
    async announced(messageId: number) {
      const row = await db
        .selectFrom("order_messages")
        .innerJoin("orders", "orders.id", "order_messages.order_id")
        .innerJoin("users", "users.id", "orders.user_id")
        .select([
          "order_messages.id",
          "order_messages.side",
          "order_messages.body",
          "order_messages.file_name",
          "orders.id as order_id",
          "orders.number",
          "users.username as buyer",
          "users.full_name as buyer_name",
          "orders.billing",
          "users.email as buyer_email",
        ])
        .where("order_messages.id", "=", messageId)
        .executeTakeFirst();
      return row && { ...row, id: Number(row.id), order_id: Number(row.order_id), side: row.side as MessageSide };
    },

    /** The attachment of message `messageId` of order `orderId`, or undefined. */
    async attachment(orderId: number, messageId: number) {
      const row = await db
        .selectFrom("order_messages")
        .select(["file_key", "file_name"])
        .where("order_id", "=", orderId)
        .where("id", "=", messageId)
        .executeTakeFirst();
      return row?.file_key && row.file_name ? { key: row.file_key, name: row.file_name } : undefined;
    },
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
