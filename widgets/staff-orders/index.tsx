// The console's orders (/staff/orders/): every order, newest first, filtered by status, date, customer
// and test mode, a page at a time; each row opens the order. The view is in the page's URL (view.ts).
import { useRef } from "react";
import { formatUsd } from "../ui-kit/money.ts";
import type { OrderRow, OrdersPage } from "../../contract/staff/orders.ts";
import { ApiError } from "../core/api.ts";
import type { Widget } from "../core/widget.ts";
import { type Column, DataTable } from "../console-kit/data-table.tsx";
import { OrderStatusBadge, TestBadge } from "../console-kit/order-format.tsx";
import { Pager } from "../console-kit/pager.tsx";
import { ScreenState } from "../console-kit/screen-state.tsx";
import { staffRequest } from "../console-kit/staff-api.ts";
import { useUrlView } from "../console-kit/use-url-view.ts";
import consoleCss from "../console-kit/styles.css?inline";
import { formatTime } from "../lead-kit/lead-format.tsx";
import uiCss from "../ui-kit/styles.css?inline";
import { useFetchState } from "../ui-kit/use-fetch-state.ts";
import { Filters } from "./filters.tsx";
import ownCss from "./styles.css?inline";
import { EMPTY_VIEW, isFiltered, readView, viewQuery } from "./view.ts";

const COLUMNS: Array<Column<OrderRow>> = [
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

export function StaffOrders() {
  const { view, update } = useUrlView(readView, viewQuery);
  const query = viewQuery(view);
  const orders = useFetchState(() => staffRequest<OrdersPage>(`/reactapp/staff/orders/?${query}`), [query], {
    keepPrevious: () => true,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const errors = orders.state === "error" && orders.error instanceof ApiError ? orders.error.fieldErrors : {};
  const page = Number(view.page || 1);
  const turn = (to: number) => {
    update({ page: to > 1 ? String(to) : "" });
    heading.current?.focus();
  };

  return (
    <div className="orders">
      <Filters view={view} errors={errors} update={update} />
      <div className="orders__bar">
        <h2 ref={heading} tabIndex={-1} className="orders__title">
          Results
        </h2>
        {isFiltered(view) && (
          <button type="button" className="button secondary" onClick={() => update(EMPTY_VIEW)}>
            Clear filters
          </button>
        )}
      </div>
      <ScreenState
        fetched={orders}
        isEmpty={(value) => value.count === 0}
        empty={
          <p>
            {isFiltered(view) ? "No orders match these filters." : "No orders yet: they appear here as customers pay."}
          </p>
        }
      >
        {(value) => {
          const first = (value.page - 1) * value.page_size + 1;
          const last = first + value.results.length - 1;
          return (
            <>
              <p className="muted" aria-live="polite">
                {value.count === 1 ? "1 order matches." : `${value.count} orders match.`}
              </p>
              <DataTable caption="Orders" columns={COLUMNS} rows={value.results} rowKey={(row) => row.id} />
              <Pager
                label="Orders pages"
                summary={value.results.length ? `Orders ${first}–${last} of ${value.count}` : `No orders on this page`}
                hasPrevious={page > 1}
                hasNext={page * value.page_size < value.count}
                onPrevious={() => turn(page - 1)}
                onNext={() => turn(page + 1)}
              />
            </>
          );
        }}
      </ScreenState>
    </div>
  );
}

export default { component: StaffOrders, css: uiCss + consoleCss + ownCss } satisfies Widget;
