// The buyer's receipt, e-mailed once their order is paid: its number, each take-off with its project and
// price, the total, how it was paid (the card's brand and last four; a test order says nothing was
// charged), and the links to the receipt and to the order's messages on their account. Replies go to the
// firm. Written as the `order.receipt` job by whichever caller placed the order (order-payments.ts), in the
// same transaction as the firm's announcement, so a buyer hears of an order once.
import { orderMessagesPath, receiptPath } from "../../../contract/account/order-links.ts";
import { cardName } from "../../../contract/choices/card-brands.ts";
import { takeoffSizeLabel } from "../../../contract/choices/takeoff-sizes.ts";
import { formatUsd } from "../../../contract/money.ts";
import type { Jobs } from "../../infra/jobs/jobs.ts";
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage, Mailer } from "../../infra/mail/mailer.ts";
import { buyerName } from "./buyer-name.ts";
import type { OrdersRepository, UnannouncedOrder } from "./orders-repository.ts";

export const ORDER_RECEIPT = "order.receipt";

/** The job that e-mails order `id`'s receipt to its buyer, for `jobs.enqueue` in the placing transaction. */
export const orderReceiptJob = (id: number) => [ORDER_RECEIPT, { id }, { key: `${ORDER_RECEIPT}:${id}` }] as const;

export function composeReceipt(
  order: UnannouncedOrder,
  { siteUrl, replyTo }: { siteUrl: string; replyTo: string },
): MailMessage & { to: string[] } {
  const paid = order.test
    ? "Test order: paid through the test payment provider, so no card was charged."
    : order.card.brand && order.card.last4
      ? `Paid by ${cardName({ brand: order.card.brand, last4: order.card.last4 })}.`
      : "Paid.";
  return {
    id: `receipt-${order.number}`,
    to: [order.buyer.email],
    replyTo,
    ...renderMail(
      {
        subject: `Your QTO Solutions order ${order.number}${order.test ? " (test: no card charged)" : ""}`,
        greet: { name: buyerName(order.buyer.full_name, order.billing) },
        blocks: [
          {
            paragraph: `Thank you for your order ${order.number}. Our estimators start on your take-offs now, and we e-mail you when they are ready to download.`,
          },
          {
            list: {
              items: order.lines.map((line) => ({
                text: `${line.project_name}: ${takeoffSizeLabel(line.size)} take-off, ${formatUsd(line.price - line.discount)}`,
              })),
            },
          },
          { facts: [["Total", formatUsd(order.total)]] },
          { paragraph: paid },
          {
            button: {
              label: "Your receipt",
              url: `${siteUrl}${receiptPath(order.number)}`,
            },
          },
          {
            link: {
              before: "Questions about this order?",
              label: "Write to us on its page",
              url: `${siteUrl}${orderMessagesPath(order.id)}`,
            },
          },
        ],
        signed: true,
      },
      siteUrl,
    ),
  };
}

/** What the `order.receipt` job does: reads the paid order and e-mails its buyer; replies go to the firm. */
export function handleOrderReceipt(
  jobs: Jobs,
  mailer: Mailer,
  orders: Pick<OrdersRepository, "paid">,
  siteUrl: string,
) {
  jobs.handle(
    ORDER_RECEIPT,
    async ({ id }: { id: number }) => {
      const order = await orders.paid(id);
      if (order) await mailer.send(composeReceipt(order, { siteUrl, replyTo: mailer.firm }), `receipt-${order.number}`);
    },
    { inAnyOrder: true },
  );
}
