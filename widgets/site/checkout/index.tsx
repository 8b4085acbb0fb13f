// The checkout (/CheckOut/): for a signed-in visitor, the server-priced order and the billing form, which
// sends them to the payment provider's page; for anyone else, a way to log in or register and come
// straight back. A page of the shop, not of the account: no user card, no account menu, no Log out. Back from the provider (?order=N) it shows the order once paid and
// empties the cart; a payment given up (?not_paid=N), declined or expired leaves the cart as it was,
// and says nothing was charged.
import { useState } from "react";
import type { PaymentConfig } from "../../../contract/schemas/orders.ts";
import { withNext } from "../../kits/account-kit/next-path.ts";
import { explain, loadMe } from "../../kits/account-kit/session.ts";
import { request } from "../../kits/core/api.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { account } from "../../kits/stores/account.ts";
import { cart } from "../../kits/stores/cart.ts";
import { useStore } from "../../kits/ui-kit/use-store.ts";
import { RetryNotice } from "../../kits/ui-kit/retry-notice.tsx";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useCartQuote } from "../../kits/ui-kit/use-cart-quote.ts";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { BillingForm } from "./billing-form.tsx";
import { PaymentReturn } from "./payment-return.tsx";
import { OrderSummary } from "./order-summary.tsx";
import css from "./styles.css?inline";

export function Checkout({ options }: WidgetProps) {
  const site = options.api;
  const who = useStore(account);
  const lines = useStore(cart);
  const { result, retry: requote } = useCartQuote(site, lines);
  const loaded = useFetchState(
    who ? () => Promise.all([loadMe(site), request<PaymentConfig>(`${site}/reactapp/payments/`)]) : undefined,
    [site, who?.username],
    { explain },
  );
  const query = new URLSearchParams(location.search);
  const returned = query.get("order");
  const [notPaid, setNotPaid] = useState(Boolean(query.get("not_paid")));

  if (!who) {
    // Back from the provider signed out (?order=…), the visitor comes back to the same view once signed in.
    const { pathname, search, hash } = location;
    return (
      <div className="notice gate">
        <h3>Log in to check out</h3>
        <p>Your order is kept with your account, so we ask you to log in first. Your cart stays as it is.</p>
        <p className="gate-actions">
          <a className="button" href={`${site}${withNext("/login/", pathname, search, hash)}`}>
            Log in
          </a>
          <a className="button secondary" href={`${site}${withNext("/Register/", pathname, search, hash)}`}>
            Register
          </a>
        </p>
      </div>
    );
  }

  // No session on the server: loadMe has forgotten the account, and the sign-in offer shows next.
  const [me, payments] = loaded.state === "ready" ? loaded.value : [];
  if (!me || !payments) {
    return loaded.state === "error" ? (
      <RetryNotice message={loaded.message} retry={loaded.retry} />
    ) : (
      <p className="notice" role="status">
        Loading your account…
      </p>
    );
  }

  if (returned && !notPaid)
    return <PaymentReturn site={site} number={returned} email={me.email} onNotPaid={() => setNotPaid(true)} />;

  let order;
  if (!lines.length) {
    order = (
      <div className="notice">
        <h3>Your cart is empty</h3>
        <p>Choose the take-offs you need on the project board, then come back here to pay.</p>
        <a className="button" href={`${site}/Projects/`}>
          Browse project leads
        </a>
      </div>
    );
  } else if (result.state === "error") {
    order = <RetryNotice message={result.message} retry={requote} />;
  } else {
    const quote = result.state === "ready" ? result.value : result.previous;
    order = (
      <>
        {quote ? (
          <OrderSummary site={site} quote={quote} />
        ) : (
          <p className="notice" role="status">
            Pricing your order…
          </p>
        )}
        <BillingForm
          site={site}
          testMode={payments.test_mode}
          lines={lines}
          total={result.state === "ready" ? result.value.total : undefined}
          requote={requote}
        />
      </>
    );
  }

  return (
    <div className="pay">
      {notPaid && (
        <p className="notice notice--error" role="alert">
          Payment not completed: nothing was charged, and your cart is as you left it. Pay again when you are ready.
        </p>
      )}
      {order}
    </div>
  );
}

export default { component: Checkout, css: uiCss + css } satisfies Widget;
