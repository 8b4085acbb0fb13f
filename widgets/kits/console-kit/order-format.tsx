// How the console shows an order's status and test mode, shared by the orders list and an order's page.
import { orderStatuses, orderStatusLabel } from "../../../contract/choices/order-statuses.ts";

export function OrderStatusBadge({ status }: { status: string }) {
  const tone = orderStatuses.find((s) => s.value === status)?.tone;
  return (
    <span className={`badge${tone === "good" ? " badge--good" : tone === "bad" ? " badge--bad" : ""}`}>
      {orderStatusLabel(status)}
    </span>
  );
}

/** "test" beside an order paid through a test provider: no card was charged. */
export const TestBadge = ({ test }: { test: boolean }) => (test ? <span className="badge">test</span> : null);
