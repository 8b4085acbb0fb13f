// The customer's orders as the Orders and Billing pages load them (GET /reactapp/account/orders/):
// loading, failed with Retry, none yet with the way to the board, or the screen's own view of them.
import type { ReactNode } from "react";
import type { OrderSummary } from "../../../contract/account/account.ts";
import { explain } from "../account-kit/session.ts";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { accountGet } from "./account-api.ts";
import { Loaded } from "./loaded.tsx";

export function OrdersLoaded({
  site,
  children,
}: {
  site: string;
  /** The screen's view of the orders, when there is at least one. */
  children: (orders: OrderSummary[]) => ReactNode;
}) {
  const loaded = useFetchState(
    () => accountGet<{ results: OrderSummary[] }>(site, "/reactapp/account/orders/"),
    [site],
    { explain },
  );
  return (
    <Loaded fetched={loaded} loading="Loading your orders…">
      {({ results }) => (results.length ? children(results) : <NoOrders site={site} />)}
    </Loaded>
  );
}

function NoOrders({ site }: { site: string }) {
  return (
    <div className="notice">
      <h3>No orders yet</h3>
      <p>Take-offs you buy appear here, each with its receipt.</p>
      <a className="button" href={`${site}/Projects/`}>
        Browse project leads
      </a>
    </div>
  );
}
