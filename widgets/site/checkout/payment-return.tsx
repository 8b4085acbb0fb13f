// The buyer's return from the payment provider (/CheckOut/?order=N): the order as the server holds it.
// Placed: the thanks, and the cart and billing draft are emptied then, not before. Awaiting payment: the
// provider has not confirmed yet, so it asks again a few times. Not paid: nothing was charged, and the
// cart is as it was, shown below by the checkout.
import { useEffect, useState } from "react";
import type { Receipt } from "../../../contract/account/account.ts";
import { BILLING_DRAFT, explain } from "../../kits/account-kit/session.ts";
import { request } from "../../kits/core/api.ts";
import { clearDraft } from "../../kits/core/form/draft.ts";
import { clearCart } from "../../kits/stores/cart.ts";
import { OrderPlaced } from "./order-placed.tsx";

/** How often, and how many times, an order awaiting the provider's word is asked for again. */
export const CONFIRM_POLL = { everyMs: 2_000, times: 10 };

type Props = { site: string; number: string; email: string; onNotPaid: () => void };

export function PaymentReturn({ site, number, email, onNotPaid }: Props) {
  const [receipt, setReceipt] = useState<Receipt>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const ask = () =>
      request<Receipt>(`${site}/reactapp/account/orders/${encodeURIComponent(number)}/`).then(
        (answer) => {
          if (!current) return;
          setReceipt(answer);
          if (answer.status === "awaiting_payment" && ++asked < CONFIRM_POLL.times)
            timer = setTimeout(ask, CONFIRM_POLL.everyMs);
          else if (answer.status === "cancelled") onNotPaid();
          else if (answer.status !== "awaiting_payment") {
            clearCart();
            clearDraft(BILLING_DRAFT);
          }
        },
        (failure) => current && setError(explain(failure)),
      );
    void ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [site, number]);

  if (error)
    return (
      <p className="notice notice--error" role="alert">
        {error}
      </p>
    );
  if (!receipt || receipt.status === "awaiting_payment")
    return (
      <p className="notice" role="status">
        Your payment is being confirmed…
      </p>
    );
  if (receipt.status === "cancelled") return null;
  return <OrderPlaced site={site} order={receipt} email={email} />;
}
