// Announces each stored order to the sales team exactly as leads are announced (lead-notifier.ts): by
// e-mail or to the outbox, after the buyer's 201. An order is marked notified only once that is done,
// and orders left unmarked by a crash or a failed write are announced again when the server starts.
import type { FastifyBaseLogger } from "fastify";
import type { OrdersRepository } from "../repositories/orders.ts";
import type { OrderMailer, OrderNotice } from "./order-mailer.ts";

export type OrderNotifier = {
  /** Starts the notification of a committed order and returns at once: the buyer's 201 does not wait. */
  announce(orderId: number): void;
  /** Notifies every order still unannounced; resolves with how many it sent. */
  catchUp(): Promise<number>;
};

export function orderNotifier(orders: OrdersRepository, mailer: OrderMailer, log: FastifyBaseLogger): OrderNotifier {
  async function notify(notice: OrderNotice) {
    const via = await mailer.notify(notice);
    await orders.markNotified(notice.id);
    log.info({ orderId: notice.id, order: notice.number, via }, "order notification written");
  }
  return {
    announce(orderId) {
      // The notice is read back from the database, the same way catchUp reads it, so both write the same
      // e-mail; an order already announced (by a catch-up) reads as undefined and is not announced twice.
      orders
        .unnotifiedById(orderId)
        .then((notice) => notice && notify(notice))
        .catch((error) => log.error({ orderId, err: error }, "order notification failed; it is retried on restart"));
    },
    async catchUp() {
      const pending = await orders.unnotified();
      for (const notice of pending) await notify(notice);
      return pending.length;
    },
  };
}
