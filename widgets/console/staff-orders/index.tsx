// The console's orders (/staff/orders/): every order, newest first, filtered by status, date, customer
// and test mode, a page at a time; each row opens the order. The view is in the page's URL.
import { orderStatuses } from "../../../contract/choices/order-statuses.ts";
import type { OrderRow, OrdersPage } from "../../../contract/staff/orders.ts";
import type { Widget } from "../../kits/core/widget.ts";
import { dateRange, select } from "../../kits/console-kit/list-filters.tsx";
import { resultsPage } from "../../kits/console-kit/list-paging.ts";
import { type ListConfig, ListScreen } from "../../kits/console-kit/list-screen.tsx";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { ORDER_COLUMNS } from "./columns.tsx";
import ownCss from "./styles.css?inline";

const CONFIG: ListConfig<OrderRow, OrdersPage> = {
  noun: { one: "order", many: "orders" },
  path: "/reactapp/staff/orders/",
  keys: ["status", "from", "to", "q", "test", "page"],
  filterLabel: "Filter orders",
  columns: ORDER_COLUMNS,
  read: resultsPage,
  paging: "pages",
  empty: {
    filtered: "No orders match these filters.",
    none: "No orders yet: they appear here as customers pay.",
  },
};

export function StaffOrders() {
  return (
    <ListScreen
      config={CONFIG}
      filters={[
        { type: "search", key: "q", label: "Customer", placeholder: "Name, e-mail or order number" },
        select("status", "Status", [{ value: "", label: "All statuses" }, ...orderStatuses]),
        ...dateRange("Placed"),
        select("test", "Test orders", [
          { value: "", label: "Shown" },
          { value: "hide", label: "Hidden" },
          { value: "only", label: "Only test orders" },
        ]),
      ]}
    />
  );
}

export default { component: StaffOrders, css: uiCss + consoleCss + ownCss } satisfies Widget;
