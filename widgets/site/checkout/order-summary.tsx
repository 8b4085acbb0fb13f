// What the visitor is paying for: each take-off with its size and the server's price, and the total.
import { REWARD_POINTS_NOTE } from "../../../contract/choices/takeoff-size-notes.ts";
import { takeoffSizeLabel } from "../../../contract/choices/takeoff-sizes.ts";
import type { CartQuote } from "../../../contract/schemas/cart.ts";
import { formatUsd } from "../../kits/ui-kit/money.ts";

export function OrderSummary({ site, quote }: { site: string; quote: CartQuote }) {
  return (
    <section className="summary-box" aria-labelledby="order-title">
      <h3 id="order-title">Your order</h3>
      <ul className="order-lines">
        {quote.lines.map((line) => (
          <li key={line.project_id}>
            <span>
              <a href={`${site}/ProjectDetail/${line.project_id}`}>{line.project_name}</a>
              <span className="muted"> · {takeoffSizeLabel(line.size)} take-off</span>
            </span>
            <span className="amount">{formatUsd(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <p className="order-total">
        <span>Total</span> <strong>{formatUsd(quote.total)}</strong>
      </p>
      <p className="muted">
        <a href={`${site}/Cart/`}>Change the cart</a> · {quote.reward_points.toLocaleString("en-US")} reward points
      </p>
      <p className="muted rewards">{REWARD_POINTS_NOTE}</p>
    </section>
  );
}
