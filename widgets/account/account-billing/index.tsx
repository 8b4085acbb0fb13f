// Billing (/account/billing/): the cards the customer paid with and a receipt for every payment, newest
// first; a test payment says no card was charged. The orders themselves, with their projects, status and
// messages, are on Orders (/account/orders/).
import type { OrderSummary } from "../../../contract/account/account.ts";
import { receiptPath } from "../../../contract/account/order-links.ts";
import { formatUsd } from "../../../contract/money.ts";
import { OrdersLoaded } from "../../kits/account-page-kit/account-orders.tsx";
import { cardName } from "../../../contract/choices/card-brands.ts";
import { formatDay } from "../../kits/account-page-kit/format.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import tableCss from "../../kits/account-page-kit/table.css?inline";
import css from "./styles.css?inline";

export function AccountBilling({ options }: WidgetProps) {
  const site = options.api;
  return <OrdersLoaded site={site}>{(orders) => <Payments site={site} orders={orders} />}</OrdersLoaded>;
}

function Payments({ site, orders }: { site: string; orders: OrderSummary[] }) {
  return (
    <div className="table-wrap">
      <table>
        <caption>Your payments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Order</th>
            <th scope="col">Paid with</th>
            <th scope="col" className="amount">
              Amount
            </th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row">
                <time dateTime={order.created_at}>{formatDay(order.created_at)}</time>
              </th>
              <td data-label="Order">{order.number}</td>
              <td data-label="Paid with">
                {order.card ? cardName(order.card) : "No card on record"}
                {order.test && <span className="badge">Test: not charged</span>}
              </td>
              <td className="amount" data-label="Amount">
                {formatUsd(order.total)}
              </td>
              <td data-label="Receipt">
                <a href={site + receiptPath(order.number)}>
                  View receipt<span className="visually-hidden"> of order {order.number}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default { component: AccountBilling, css: uiCss + screenCss + tableCss + css } satisfies Widget;
