// What the sales team's e-mail about a new order says: buyer, take-offs, total and billing address. Of
// the card it says only what the order keeps: the brand, the last four digits and the provider's
// charge reference.
import { renderMail } from "../../infra/mail/mail-content.ts";
import type { MailMessage } from "../../infra/mail/mailer.ts";
import type { UnannouncedOrder } from "./orders-repository.ts";
import { cardName } from "../../../contract/choices/card-brands.ts";
import { formatUsd } from "../../../contract/money.ts";

/** `siteUrl` is where the console is: the e-mail links to the order's page there. */
export function composeOrderMail(
  notice: UnannouncedOrder,
  siteUrl: string,
): { message: MailMessage; reference: string } {
  const { billing } = notice;
  const message = {
    id: `order-${notice.number}`,
    replyTo: notice.buyer.email,
    ...renderMail(
      {
        subject: `New order ${notice.number}${notice.test ? " (TEST: no card charged)" : ""}`,
        heading: `Order ${notice.number} (order #${notice.id}), placed ${notice.created_at}`,
        blocks: [
          notice.test && { paragraph: "TEST ORDER: paid through the test payment provider. No card was charged." },
          { link: { label: "Open the order in the console", url: `${siteUrl}/staff/order/?id=${notice.id}` } },
          { paragraph: `buyer: ${notice.buyer.username} <${notice.buyer.email}>` },
          {
            list: {
              intro: `take-offs (${notice.lines.length}):`,
              items: notice.lines.map((line) => ({
                text:
                  `project #${line.project_id} ${line.project_name}: ${line.size}, ${formatUsd(line.price)}` +
                  (line.discount ? `, discount ${formatUsd(line.discount)}` : ", no discount"),
              })),
            },
          },
          { paragraph: `${notice.test ? "total (test: not charged)" : "total charged"}: ${formatUsd(notice.total)}` },
          {
            paragraph: [
              "billing address:",
              billing.name_on_card,
              billing.address,
              `${billing.city}, ${billing.state} ${billing.zip}`,
              billing.country,
            ].join("\n"),
          },
          {
            paragraph: `card: ${notice.card.brand && notice.card.last4 ? cardName({ brand: notice.card.brand, last4: notice.card.last4 }) : "none"}\npayment reference: ${notice.payment_reference}`,
          },
        ],
      },
      siteUrl,
    ),
  };
  return { message, reference: notice.number };
}
