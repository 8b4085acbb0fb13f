// Announces each stored order to the sales team exactly as leads are announced (notifier.ts): by
// e-mail or to the outbox, after the buyer's 201. An order is marked notified only once that is done,
// and orders left unmarked by a crash or a failed write are announced again when the server starts.
import type { FastifyBaseLogger } from "fastify";
import type { OrdersRepository } from "./orders-repository.ts";
import type { OrderMailer, OrderNotice } from "./order-mail.ts";
import { type Notifier, notifier } from "../../infra/mail/announcer.ts";

/** `announce` takes the id of a committed order. */
export type OrderNotifier = Notifier<number>;

export function orderNotifier(orders: OrdersRepository, mailer: OrderMailer, log: FastifyBaseLogger): OrderNotifier {
  return notifier<OrderNotice, number>({
    kind: "order",
    store: orders,
    send: (notice) => mailer.notify(notice),
    // The notice is read back from the database, the same way catchUp reads it, so both write the same
    // e-mail; an order already announced (by a catch-up) reads as undefined and is not announced twice.
    noticeOf: (orderId) => orders.unnotifiedById(orderId),
    subjectFields: (orderId) => ({ orderId }),
    noticeFields: (notice) => ({ orderId: notice.id, order: notice.number }),
    log,
  });
}
