// An order in the console (/staff/order/?id=N): what the customer paid for, its status and the moves it
// allows, the take-off files to deliver, the message thread with the customer, and the history. A
// missing order says so and links back to the list. Cancelling (a refund) and removing a file are held
// back, with the reason, from a member whose role may not.
import type { OrderDetail } from "../../../contract/staff/orders.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { TestBadge } from "../../kits/console-kit/order-format.tsx";
import { useRecord } from "../../kits/console-kit/record.ts";
import { useRecordChange } from "../../kits/console-kit/record-change.ts";
import { RecordPage } from "../../kits/console-kit/record-page.tsx";
import { useMay } from "../../kits/console-kit/use-may.ts";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import { formatTime } from "../../kits/lead-kit/lead-format.tsx";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { FilesPanel } from "./files-panel.tsx";
import { History } from "./history.tsx";
import { StatusPanel } from "./status-panel.tsx";
import ownCss from "./styles.css?inline";
import threadCss from "../../kits/thread-kit/thread.css?inline";
import { Summary } from "./summary.tsx";
import { Thread } from "./thread.tsx";

const orderBase = (id: number) => `/reactapp/staff/orders/${id}/`;

export function StaffOrder() {
  const order = useRecord<OrderDetail>(orderBase);
  const status = useRecordChange(orderBase(order.id), order.fetched.retry);
  const files = useRecordChange(orderBase(order.id), order.fetched.retry);
  const may = useMay();
  return (
    <RecordPage
      record={order}
      noun="order"
      name={(value) => `Order ${value.number}`}
      back={{ href: "/staff/orders/", label: "Back to the orders" }}
      className="order"
      head={(value) => ({
        title: (
          <>
            {value.lines.map((line) => line.project_name).join(", ")} <TestBadge test={value.test} />
          </>
        ),
        meta: (
          <>
            Placed <time dateTime={value.placed}>{formatTime(value.placed)}</time> by {value.customer.username}
          </>
        ),
      })}
      main={(value) => (
        <>
          <Summary order={value} />
          <Thread order={orderBase(value.id)} />
        </>
      )}
      side={(value) => (
        <>
          <StatusPanel order={value} change={status} mayCancel={may("orders.cancel")} />
          <FilesPanel order={value} change={files} mayRemove={may("orders.delete-deliverable")} />
          <History entries={value.history} />
        </>
      )}
    />
  );
}

export default { component: StaffOrder, css: uiCss + consoleCss + threadCss + ownCss } satisfies Widget;
