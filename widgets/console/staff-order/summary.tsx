// What the customer paid for: who, the lines as priced (each project linked to its page on the desk), the
// billing address as words, and the payment as the provider returned it (reference, card brand and last
// four, test mode, and a refunded order's refund).
import { cardName } from "../../../contract/choices/card-brands.ts";
import { takeoffSizeLabel } from "../../../contract/choices/takeoff-sizes.ts";
import { countryLabel, regionLabel } from "./billing-labels.ts";
import { formatUsd } from "../../kits/ui-kit/money.ts";
import type { OrderDetail } from "../../../contract/staff/orders.ts";

// Labelled here rather than read from the checkout's schema, which would bring valibot into the chunk.
const BILLING_LABELS: Record<keyof OrderDetail["billing"], string> = {
  name_on_card: "Name on card",
  address: "Address",
  city: "City",
  zip: "ZIP code",
  country: "Country",
  state: "State",
};

/** A billing field as read: the country and the state by name. */
const billingValue = (billing: OrderDetail["billing"], field: keyof OrderDetail["billing"]) =>
  field === "country"
    ? countryLabel(billing.country)
    : field === "state"
      ? regionLabel(billing.country, billing.state)
      : billing[field];

export function Summary({ order }: { order: OrderDetail }) {
  return (
    <section className="panel" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order</h2>
      <dl className="pairs">
        <div>
          <dt>Customer</dt>
          <dd>
            {order.customer.username} · <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
          </dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd>
            {order.payment_reference && order.payment.dashboard_url ? (
              <a href={order.payment.dashboard_url} rel="noopener noreferrer">
                {order.payment_reference}
              </a>
            ) : (
              (order.payment_reference ?? "Not paid")
            )}
          </dd>
        </div>
        {order.payment.dispute && (
          <div>
            <dt>Disputed</dt>
            <dd className="bad">
              {order.payment.dispute.reason ?? "No reason given"}
              {order.payment.dispute.due_by && `: respond by ${order.payment.dispute.due_by.slice(0, 10)}`}
            </dd>
          </div>
        )}
        <div>
          <dt>Refunded</dt>
          <dd>{order.payment.refunded_cents ? formatUsd(order.payment.refunded_cents / 100) : "Nothing"}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{order.card ? cardName(order.card) : "None yet"}</dd>
        </div>
        <div>
          <dt>Mode</dt>
          <dd>{order.test ? "Test order: no card was charged" : "Live: the card was charged"}</dd>
        </div>
        {order.refund_reference && (
          <div>
            <dt>Refund reference</dt>
            <dd>{order.refund_reference}</dd>
          </div>
        )}
      </dl>
      <div className="table-frame" tabIndex={0} role="region" aria-label="Take-offs ordered">
        <table className="table">
          <caption className="visually-hidden">Take-offs ordered</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Size</th>
              <th scope="col" className="numeric">
                Price
              </th>
              <th scope="col" className="numeric">
                Discount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.project_id}>
                <td>
                  <a href={`/staff/project/?id=${line.project_id}`}>{line.project_name}</a>
                </td>
                <td>{takeoffSizeLabel(line.size)}</td>
                <td className="numeric">{formatUsd(line.price)}</td>
                <td className="numeric">{line.discount ? formatUsd(line.discount) : "—"}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className="numeric">{formatUsd(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3 className="summary__billing">Billing address</h3>
      <dl className="pairs">
        {(Object.keys(BILLING_LABELS) as Array<keyof OrderDetail["billing"]>).map((field) => (
          <div key={field}>
            <dt>{BILLING_LABELS[field]}</dt>
            <dd>{billingValue(order.billing, field) || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
