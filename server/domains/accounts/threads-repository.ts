// A customer's order threads as their Messages page lists them: every order of one user id, with how
// many messages its thread holds, how many of the firm's they have not read (those after the order's
// customer_read_id, as messages-repository.ts counts them) and the newest one, newest activity first.
import { PREVIEW_LENGTH, type ThreadSummary } from "../../../contract/account/threads.ts";
import { orderStatusLabel } from "../../../contract/choices/order-statuses.ts";
import type { Db } from "../../infra/db/database.ts";
import { orderProjects } from "./order-projects.ts";

/** The message on one line, cut at a word near PREVIEW_LENGTH characters. */
export function preview(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  if (line.length <= PREVIEW_LENGTH) return line;
  const cut = line.slice(0, PREVIEW_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

export function threadsRepository(db: Db) {
  return {
    /** The user's orders with their threads' figures, the latest message (or order) first. */
    async list(userId: number): Promise<ThreadSummary[]> {
      const orders = await db
        .selectFrom("orders")
        .select(["orders.id", "orders.number", "orders.status", "orders.created_at"])
        .select((eb) => [
          eb
            .selectFrom("order_messages as m")
            .whereRef("m.order_id", "=", "orders.id")
            .select((sub) => sub.fn.countAll<number>().as("n"))
            .as("messages"),
          eb
            .selectFrom("order_messages as m")
            .whereRef("m.order_id", "=", "orders.id")
            .where("m.side", "=", "staff")
            .whereRef("m.id", ">", "orders.customer_read_id")
            .select((sub) => sub.fn.countAll<number>().as("n"))
            .as("unread"),
          eb
            .selectFrom("order_messages as m")
            .whereRef("m.order_id", "=", "orders.id")
            .select((sub) => sub.fn.max("m.id").as("n"))
            .as("last_id"),
        ])
        .where("orders.user_id", "=", userId)
        .execute();
      const lastIds = orders.flatMap((order) => (order.last_id === null ? [] : [Number(order.last_id)]));
      const lastMessages = lastIds.length
        ? await db
            .selectFrom("order_messages")
            .select(["id", "side", "body", "created_at"])
            .where("id", "in", lastIds)
            .execute()
        : [];
      const byId = new Map(lastMessages.map((message) => [Number(message.id), message]));
      const projects = await orderProjects(
        db,
        orders.map((order) => Number(order.id)),
      );
      const threads = orders.map((order): ThreadSummary => {
        const last = order.last_id === null ? undefined : byId.get(Number(order.last_id));
        return {
          order: {
            id: Number(order.id),
            number: order.number,
            projects: projects.get(Number(order.id)) ?? [],
            status: order.status,
            status_label: orderStatusLabel(order.status),
            created_at: order.created_at,
          },
          messages: Number(order.messages ?? 0),
          unread: Number(order.unread ?? 0),
          last: last
            ? { side: last.side as "customer" | "staff", preview: preview(last.body), created_at: last.created_at }
            : null,
        };
      });
      const activity = (thread: ThreadSummary) => thread.last?.created_at ?? thread.order.created_at;
      return threads.sort((a, b) => activity(b).localeCompare(activity(a)) || b.order.id - a.order.id);
    },
  };
}

export type ThreadsRepository = ReturnType<typeof threadsRepository>;
