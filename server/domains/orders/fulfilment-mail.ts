// The e-mails of an order's fulfilment, each sent by a durable job written in the change's transaction:
// the buyer hears of every status change (work started, files delivered, order refunded),
// and each side of a thread hears of the other's new message, with a link to the thread.
import { orderMessagesPath } from "../../../contract/account/order-links.ts";
import { orderStatusLabel, type OrderStatus } from "../../../contract/choices/order-statuses.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import type { Mailer, MailMessage } from "../../infra/mail/mailer.ts";
import type { MessagesRepository } from "./messages-repository.ts";
import type { OrderDeskRepository } from "./order-desk-repository.ts";

export const ORDER_STATUS_MAIL = "order.status_mail";
export const ORDER_MESSAGE_MAIL = "order.message_mail";

export type StatusMailPayload = { orderId: number; status: OrderStatus; refundReference?: string };

/** Where each side reads an order's thread. */
export const threadLinks = (siteUrl: string, orderId: number) => ({
  customer: siteUrl + orderMessagesPath(orderId),
  staff: `${siteUrl}/staff/order/?id=${orderId}`,
});

/** What the buyer is told of each status staff (or the provider's refund) move an order to. */
const STATUS_TEXT: Partial<Record<OrderStatus, (number: string, refund?: string) => string[]>> = {
  placed: (number) => [`We received your order ${number}.`],
  in_progress: (number) => [`Our estimators have started on your order ${number}.`],
  delivered: (number) => [
    `Your take-off for order ${number} is ready.`,
    "Download the spreadsheets and marked-up plans from your account's Drive.",
  ],
  refunded: (number, refund) => [
    `Your order ${number} was cancelled and its payment refunded in full.`,
    `Refund reference: ${refund ?? "(pending)"}. It may take a few days to show on your statement.`,
  ],
};

export function composeStatusMail(
  order: { number: string; username: string; email: string },
  payload: StatusMailPayload,
  siteUrl: string,
): MailMessage {
  const link =
    payload.status === "delivered" ? `${siteUrl}/account/drive/` : threadLinks(siteUrl, payload.orderId).customer;
  return {
    id: `order-${order.number}-${payload.status}`,
    to: [order.email],
    subject: `Your order ${order.number}: ${orderStatusLabel(payload.status)}`,
    text: [
      `Hello ${order.username},`,
      "",
      ...(STATUS_TEXT[payload.status]?.(order.number, payload.refundReference) ?? []),
      "",
      `Questions? Write to us on the order's page: ${link}`,
      "",
      "QTO Solutions",
    ].join("\n"),
  };
}

type AnnouncedMessage = NonNullable<Awaited<ReturnType<MessagesRepository["announced"]>>>;

/** To the buyer when staff wrote; to the sales team (the mailer's own recipient) when the buyer did. */
export function composeMessageMail(message: AnnouncedMessage, siteUrl: string): MailMessage {
  const links = threadLinks(siteUrl, message.order_id);
  const fromStaff = message.side === "staff";
  return {
    id: `order-message-${message.id}`,
    ...(fromStaff ? { to: [message.buyer_email] } : { replyTo: message.buyer_email }),
    subject: fromStaff
      ? `New message about your order ${message.number}`
      : `${message.buyer} wrote about order ${message.number}`,
    text: [
      fromStaff ? `Hello ${message.buyer},` : `${message.buyer} wrote about order ${message.number}:`,
      "",
      ...(fromStaff ? [`QTO Solutions wrote about your order ${message.number}:`, ""] : []),
      message.body,
      ...(message.file_name ? ["", `Attached: ${message.file_name}`] : []),
      "",
      `Read and reply: ${fromStaff ? links.customer : links.staff}`,
    ].join("\n"),
  };
}

export function handleFulfilmentMail(
  jobs: Jobs,
  mailer: Mailer,
  { desk, messages, siteUrl }: { desk: OrderDeskRepository; messages: MessagesRepository; siteUrl: string },
) {
  jobs.handle<StatusMailPayload>(ORDER_STATUS_MAIL, async (payload) => {
    const order = await desk.buyerOf(payload.orderId);
    if (!order) return;
    await mailer.send(composeStatusMail(order, payload, siteUrl), `${order.number}-${payload.status}`);
  });
  jobs.handle<{ messageId: number }>(ORDER_MESSAGE_MAIL, async ({ messageId }) => {
    const message = await messages.announced(messageId);
    if (!message) return;
    await mailer.send(composeMessageMail(message, siteUrl), `${message.number}-message-${message.id}`);
  });
}
