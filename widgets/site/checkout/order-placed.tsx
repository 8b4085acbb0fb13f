// The end of a purchase: the order number and its projects, what was paid and how (a test order says no
// card was charged, never "We charged"), what happens next, and the order's receipt and messages on the
// account, at the addresses the receipt e-mail gives (contract/account/order-links.ts).
import type { Receipt } from "../../../contract/account/account.ts";
import { orderMessagesPath, receiptPath } from "../../../contract/account/order-links.ts";
import { cardName } from "../../../contract/choices/card-brands.ts";
import { formatUsd } from "../../kits/ui-kit/money.ts";

/** What was paid, and how: a test order was paid through a test provider, so nothing was charged. */
export function paidSentence(order: Receipt) {
  const card = order.card && cardName(order.card);
  if (order.test)
    return `Test mode: no card was charged. This test order's total is ${formatUsd(order.total)}${card ? `, paid with the test ${card}` : ""}.`;
  return `We charged ${formatUsd(order.total)}${card ? ` to your ${card}` : ""}.`;
}

// The news takes focus as it appears, once: a stable ref callback runs only on mount.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

export function OrderPlaced({ site, order, email }: { site: string; order: Receipt; email: string }) {
  return (
    <div className="confirmation" role="status">
      <h3 ref={focusOnMount} tabIndex={-1}>
        Thank you: your order is placed
      </h3>
      <p>
        Your order number is <strong className="reference">{order.number}</strong>. Quote it if you call or write to us.
      </p>
      <p className="projects">Take-offs of {order.projects.join(", ")}.</p>
      <p className="paid">{paidSentence(order)}</p>
      <p>Our estimators start on your take-offs now and will send them to {email}.</p>
      <p className="order-links">
        <a className="button" href={site + receiptPath(order.number)}>
          View your receipt
        </a>
        <a className="button secondary" href={site + orderMessagesPath(order.id)}>
          Message us about this order
        </a>
        <a href={`${site}/Projects/`}>Back to project leads</a>
      </p>
    </div>
  );
}
