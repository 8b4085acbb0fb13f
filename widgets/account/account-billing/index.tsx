// Billing (/account/billing/): every order of the customer, newest first, with its status, total and a
// link to its receipt; test orders say so.
import type { OrderSummary } from "../../../contract/account/account.ts";
import { formatUsd } from "../../../contract/money.ts";
import { accountGet } from "../../kits/account-page-kit/account-api.ts";
import { Loaded } from "../../kits/account-page-kit/loaded.tsx";
import { formatDay } from "../../kits/account-page-kit/format.ts";
import { explain } from "../../kits/account-kit/session.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import tableCss from "../../kits/account-page-kit/table.css?inline";
import css from "./styles.css?inline";

export const receiptHref = (site: string, number: string) =>
  `${site}/account/billing/receipt/?order=${encodeURIComponent(number)}`;

export function AccountBilling({ options }: WidgetProps) {
  const site = options.api;
  const loaded = useFetchState(
    () => accountGet<{ results: OrderSummary[] }>(site, "/reactapp/account/orders/"),
    [site],
    { explain },
  );
  return (
    <Loaded fetched={loaded} loading="Loading your orders…">
      {({ results }) => <Orders site={site} orders={results} />}
    </Loaded>
  );
}

function Orders({ site, orders }: { site: string; orders: OrderSummary[] }) {
  if (!orders.length)
    return (
      <div className="notice">
        <h3>No orders yet</h3>
        <p>Take-offs you buy appear here, each with its receipt.</p>
        <a className="button" href={`${site}/Projects/`}>
          Browse project leads
        </a>
      </div>
    );
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
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row">
                {order.number}
                {order.test && <span className="badge">Test order</span>}
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
              <td data-label="Receipt">
                <a href={receiptHref(site, order.number)}>
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
