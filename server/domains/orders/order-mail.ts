// What the sales team's e-mail about a new order says: buyer, take-offs, total and billing address. Of
// the card it says only what the order keeps: the brand, the last four digits and the provider's
// charge reference.
import type { MailMessage } from "../../infra/mail/mailer.ts";
import type { UnannouncedOrder } from "./orders-repository.ts";
import { formatUsd } from "../../../contract/money.ts";

export function composeOrderMail(notice: UnannouncedOrder): { message: MailMessage; reference: string } {
  const { billing } = notice;
  const lines = notice.lines.map(
    (line) =>
      `- project #${line.project_id} ${line.project_name}: ${line.size}, ${formatUsd(line.price)}` +
      (line.discount ? `, discount ${formatUsd(line.discount)}` : ", no discount"),
  );
  const message = {
    id: `order-${notice.number}`,
    replyTo: notice.buyer.email,
    subject: `New order ${notice.number}${notice.test ? " (TEST: no card charged)" : ""}`,
    text: [
      ...(notice.test ? ["TEST ORDER: paid through the test payment provider. No card was charged.", ""] : []),
      `Order ${notice.number} (order #${notice.id}), placed ${notice.created_at}`,
      "",
      `buyer: ${notice.buyer.username} <${notice.buyer.email}>`,
      "",
      `take-offs (${notice.lines.length}):`,
      ...lines,
      `${notice.test ? "total (test: not charged)" : "total charged"}: ${formatUsd(notice.total)}`,
      "",
      "billing address:",
      billing.name_on_card,
      billing.address,
      `${billing.city}, ${billing.state} ${billing.zip}`,
      billing.country,
      "",
      `card: ${notice.card.brand} ending in ${notice.card.last4}`,
      `payment reference: ${notice.payment_reference}`,
      "",
    ].join("\n"),
  };
  return { message, reference: notice.number };
}
