// Orders (/account/orders/): every order of the customer, newest first, named by its projects as well as
// its number, with its status and total, and the ways to its messages and its receipt; test orders say so.
import type { OrderSummary } from "../../../contract/account/account.ts";
import { orderMessagesPath, receiptPath } from "../../../contract/account/order-links.ts";
import { formatUsd } from "../../../contract/money.ts";
import { OrdersLoaded } from "../../kits/account-page-kit/account-orders.tsx";
import { formatDay } from "../../kits/account-page-kit/format.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import tableCss from "../../kits/account-page-kit/table.css?inline";
import css from "./styles.css?inline";

export function AccountOrders({ options }: WidgetProps) {
  const site = options.api;
  return <OrdersLoaded site={site}>{(orders) => <Orders site={site} orders={orders} />}</OrdersLoaded>;
}

function Orders({ site, orders }: { site: string; orders: OrderSummary[] }) {
  return (
    <div className="table-wrap">
      <table>
        <caption>Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="amount">
              Total
            </th>
            <th scope="col">Messages and receipt</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row" className="order">
                <span className="projects">{order.projects.join(", ")}</span>
                <span className="number">
                  {order.number}
                  {order.test && <span className="badge">Test order</span>}
                </span>
              </th>
              <td data-label="Date">
                <time dateTime={order.created_at}>{formatDay(order.created_at)}</time>
              </td>
              <td data-label="Status">
                <span className={`status status--${order.status}`}>{order.status_label}</span>
              </td>
              <td className="amount" data-label="Total">
                {formatUsd(order.total)}
              </td>
              <td className="links">
                <a href={site + orderMessagesPath(order.id)}>
                  Messages<span className="visually-hidden"> about order {order.number}</span>
                </a>
                <a href={site + receiptPath(order.number)}>
                  Receipt<span className="visually-hidden"> of order {order.number}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default { component: AccountOrders, css: uiCss + screenCss + tableCss + css } satisfies Widget;
