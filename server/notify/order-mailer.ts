// Tells the sales team about every new order: composes its e-mail and hands it to the shared mailer,
// which sends it or, failing that, keeps it in the outbox. Of the card it says only what the order
// keeps: the brand, the last four digits and the provider's charge reference.
import { BILLING_FIELDS } from "../../contract/schemas/orders.ts";
import type { MailMessage, Mailer } from "./mailer.ts";
import { formatUsd } from "../pricing/money.ts";

export type OrderNotice = {
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

export type OrderMailer = { notify(notice: OrderNotice): Promise<"sent" | "outbox"> };

function compose(notice: OrderNotice): MailMessage {
  const { billing } = notice;
  const lines = notice.lines.map(
    (line) =>
      `- project #${line.project_id} ${line.project_name}: ${line.size}, ${formatUsd(line.price)}` +
      (line.discount ? `, discount ${formatUsd(line.discount)}` : ", no discount"),
  );
  return {
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
      `total charged: ${formatUsd(notice.total)}`,
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
}

export function orderMailer(mail: Mailer): OrderMailer {
  return {
    notify: (notice) => mail.send(compose(notice), notice.number),
  };
}
