// The e-mails of an order's fulfilment, each sent by a durable job written in the change's transaction:
// the buyer hears of every status change (work started, files delivered, order refunded),
// and each side of a thread hears of the other's new message, with a link to the thread.
import { orderMessagesPath } from "../../../contract/account/order-links.ts";
import { orderStatusLabel, type OrderStatus } from "../../../contract/choices/order-statuses.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { Mailer, MailMessage } from "../../infra/mail/mailer.ts";
import { buyerName } from "./buyer-name.ts";
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

/** Where a delivered order's files are: the account's Drive. */
export const drivePage = (siteUrl: string) => `${siteUrl}/account/drive/`;

export function composeStatusMail(
  order: { number: string; full_name: string; billing: string; email: string },
  payload: StatusMailPayload,
  siteUrl: string,
): MailMessage {
  return {
    id: `order-${order.number}-${payload.status}`,
    to: [order.email],
    ...renderMail(
      {
        subject: `Your order ${order.number}: ${orderStatusLabel(payload.status)}`,
        greet: { name: buyerName(order.full_name, order.billing) },
        blocks: [
          ...(STATUS_TEXT[payload.status]?.(order.number, payload.refundReference) ?? []).map((paragraph) => ({
            paragraph,
          })),
          payload.status === "delivered" && { button: { label: "Download your files", url: drivePage(siteUrl) } },
          {
            link: {
              before: "Questions? Write to us on",
              label: "the order's page",
              url: threadLinks(siteUrl, payload.orderId).customer,
            },
          },
        ],
        signed: true,
      },
      siteUrl,
    ),
  };
}

type AnnouncedMessage = NonNullable<Awaited<ReturnType<MessagesRepository["announced"]>>>;

/** To the buyer when staff wrote; to the sales team (the mailer's own recipient) when the buyer did. */
export function composeMessageMail(message: AnnouncedMessage, siteUrl: string): MailMessage {
  const links = threadLinks(siteUrl, message.order_id);
  const fromStaff = message.side === "staff";
  const attached = message.file_name ? [{ paragraph: `Attached: ${message.file_name}` }] : [];
  const content = fromStaff
    ? {
        subject: `New message about your order ${message.number}`,
        greet: { name: buyerName(message.buyer_name, message.billing) },
        blocks: [
          { paragraph: `QTO Solutions wrote about your order ${message.number}:` },
          { quote: message.body },
          ...attached,
          { button: { label: "Read and reply", url: links.customer } },
        ],
        signed: true,
      }
    : {
        subject: `${message.buyer} wrote about order ${message.number}`,
        heading: `${message.buyer} wrote about order ${message.number}:`,
        blocks: [{ quote: message.body }, ...attached, { button: { label: "Read and reply", url: links.staff } }],
      };
  return {
    id: `order-message-${message.id}`,
    ...(fromStaff ? { to: [message.buyer_email] } : { replyTo: message.buyer_email }),
    ...renderMail(content, siteUrl),
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
