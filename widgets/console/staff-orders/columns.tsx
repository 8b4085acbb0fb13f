// The orders list's columns: when it was placed, the order (a link to its page, with its test mark),
// the customer, the total, the status and the customer's unread messages.
import type { OrderRow } from "../../../contract/staff/orders.ts";
import type { ListColumn } from "../../kits/console-kit/list-screen.tsx";
import { OrderStatusBadge, TestBadge } from "../../kits/console-kit/order-format.tsx";
import { formatTime } from "../../kits/lead-kit/lead-format.tsx";
import { formatUsd } from "../../kits/ui-kit/money.ts";

export const ORDER_COLUMNS: Array<ListColumn<OrderRow>> = [
  { key: "placed", label: "Placed", cell: (row) => <time dateTime={row.placed}>{formatTime(row.placed)}</time> },
  {
    key: "number",
    label: "Order",
    cell: (row) => (
      <>
        <a href={`/staff/order/?id=${row.id}`}>{row.number}</a> <TestBadge test={row.test} />
      </>
    ),
  },
  { key: "customer", label: "Customer" },
  { key: "email", label: "E-mail" },
  { key: "total", label: "Total", numeric: true, cell: (row) => formatUsd(row.total) },
  { key: "status", label: "Status", cell: (row) => <OrderStatusBadge status={row.status} /> },
  {
    key: "unread",
    label: "Unread messages",
    numeric: true,
    cell: (row) => (row.unread ? <span className="badge badge--bad">{row.unread} unread</span> : "—"),
  },
];
