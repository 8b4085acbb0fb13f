// An order in the console (/staff/order/?id=N): what the customer paid for, its status and the moves it
// allows, the take-off files to deliver, the message thread with the customer, and the history. A
// missing order says so and links back to the list. Cancelling (a refund) and removing a file are held
// back, with the reason, from a member whose role may not.
import type { OrderDetail } from "../../contract/staff/orders.ts";
import { ApiError } from "../core/api.ts";
import type { Widget } from "../core/widget.ts";
import { TestBadge } from "../console-kit/order-format.tsx";
import { ScreenState } from "../console-kit/screen-state.tsx";
import { staffRequest } from "../console-kit/staff-api.ts";
import { useMay } from "../console-kit/use-may.ts";
import consoleCss from "../console-kit/styles.css?inline";
import { formatTime } from "../lead-kit/lead-format.tsx";
import uiCss from "../ui-kit/styles.css?inline";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { FilesPanel } from "./files-panel.tsx";
import { History } from "./history.tsx";
import { StatusPanel } from "./status-panel.tsx";
import ownCss from "./styles.css?inline";
import threadCss from "../thread-kit/thread.css?inline";
import { Summary } from "./summary.tsx";
import { Thread } from "./thread.tsx";
import { useChange } from "./use-change.ts";

const orderId = () => Number(new URLSearchParams(location.search).get("id")) || 0;

function Missing() {
  return (
    <div className="empty" role="alert">
      <p>No order has this number. It may have been typed wrong.</p>
      <a className="button secondary" href="/staff/orders/">
        Back to the orders
      </a>
    </div>
  );
}

export function StaffOrder() {
  const id = orderId();
  const order = useFetchState(id ? () => staffRequest<OrderDetail>(`/reactapp/staff/orders/${id}/`) : undefined, [id], {
    keepPrevious: () => true,
  });
  const status = useChange(id, order.retry);
  const files = useChange(id, order.retry);
  const may = useMay();

  if (!id || (order.state === "error" && order.error instanceof ApiError && order.error.status === 404))
    return <Missing />;
  return (
    <ScreenState fetched={order}>
      {(value) => (
        <div className="order">
          <header className="record__head">
            <h2 className="record__title">
              {value.number} <TestBadge test={value.test} />
            </h2>
            <p className="muted">
              Placed <time dateTime={value.placed}>{formatTime(value.placed)}</time> by {value.customer.username} ·{" "}
              <a href="/staff/orders/">Back to the orders</a>
            </p>
          </header>
          <div className="record__grid">
            <div className="record__main">
              <Summary order={value} />
              <Thread orderId={value.id} />
            </div>
            <div className="record__side">
              <StatusPanel order={value} change={status} mayCancel={may("orders.cancel")} />
              <FilesPanel order={value} change={files} mayRemove={may("orders.delete-deliverable")} />
              <History entries={value.history} />
            </div>
          </div>
        </div>
      )}
    </ScreenState>
  );
}

export default { component: StaffOrder, css: uiCss + consoleCss + threadCss + ownCss } satisfies Widget;
