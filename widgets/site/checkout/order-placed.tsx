// The end of a purchase: the order number, what was charged to which card, and what happens next.
import type { Receipt } from "../../../contract/account/account.ts";
import { formatUsd } from "../../kits/ui-kit/money.ts";

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

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
      <p>
        {order.test ? "Test mode: no card was charged for " : "We charged "}
        {formatUsd(order.total)}
        {order.card && ` to your ${BRANDS[order.card.brand] ?? "card"} ending in ${order.card.last4}`}.
      </p>
      <p>Our estimators start on your take-offs now and will send them to {email}.</p>
      <a className="button" href={`${site}/Projects/`}>
        Back to project leads
      </a>
    </div>
  );
}
