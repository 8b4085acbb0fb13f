// Messages (/account/messages/): the customer's order conversations, or one of them when the address
// names its order (?order=N, the link every thread e-mail carries).
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import threadCss from "../../kits/thread-kit/thread.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import css from "./styles.css?inline";
import { ThreadList } from "./thread-list.tsx";
import { ThreadView } from "./thread-view.tsx";

/** The order of ?order=N: undefined without one, 0 when it is not an order id (which finds nothing). */
function requestedOrder(): number | undefined {
  const raw = new URLSearchParams(location.search).get("order");
  if (raw === null) return undefined;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}

export function AccountMessages({ options }: WidgetProps) {
  const order = requestedOrder();
  return order === undefined ? <ThreadList site={options.api} /> : <ThreadView site={options.api} orderId={order} />;
}

export default { component: AccountMessages, css: uiCss + screenCss + threadCss + css } satisfies Widget;
