// The fake's hosted payment page, standing in for checkout.stripe.com in browser tests: the amount and
// lines, and one button per way the buyer's attempt can go. Plain HTML, labelled for assistive
// technology (a table with a caption and header cells, buttons named by what they do, a status
// message in an alert), so an end-to-end test finds everything by role and name.
import type Stripe from "stripe";
import type { WireLineItem } from "./objects/line-items.ts";

export type PageNotice = "card_declined" | undefined;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An amount in minor units, formatted in its currency (two decimals for USD, none for JPY). */
export function formatAmount(minor: number, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Stripe Checkout (test fake)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1a1a; }
main { max-width: 36rem; margin: 0 auto; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { text-align: left; padding: .4rem .2rem; border-bottom: 1px solid #ddd; }
td.amount, th.amount { text-align: right; }
[role="alert"] { background: #fdecea; color: #8a1c13; padding: .75rem; border-radius: 4px; }
.buttons { display: flex; flex-wrap: wrap; gap: .5rem; }
button { font: inherit; padding: .6rem 1rem; border-radius: 4px; border: 1px solid #635bff; background: #635bff; color: #fff; }
button.secondary { background: #fff; color: #635bff; }
</style>
</head>
<body><main>
<p><strong>Test mode.</strong> The test suite's stand-in for Stripe Checkout: no card is charged.</p>
${body}
</main></body>
</html>
`;

export function paymentPage(session: Stripe.Checkout.Session, lines: WireLineItem[], notice: PageNotice): string {
  const currency = session.currency ?? "usd";
  const total = formatAmount(session.amount_total ?? 0, currency);
  if (session.status !== "open") return closedPage(session, total);
  const rows = lines
    .map(
      (line) =>
        `<tr><th scope="row">${escape(line.description ?? "")}</th><td>${line.quantity}</td>` +
        `<td class="amount">${formatAmount(line.amount_total, currency)}</td></tr>`,
    )
    .join("\n");
  const methods = session.payment_method_types;
  const buttons = [
    methods.includes("card") && `<button name="outcome" value="card">Pay with test card 4242</button>`,
    methods.includes("card") && `<button name="outcome" value="declined_card" class="secondary">Decline card</button>`,
    methods.includes("us_bank_account") &&
      `<button name="outcome" value="us_bank_account" class="secondary">Pay by bank (ACH, settles later)</button>`,
    session.cancel_url && `<button name="outcome" value="cancel" class="secondary">Cancel</button>`,
  ].filter(Boolean);
  return layout(
    `Pay ${total}`,
    `<h1>Pay ${escape(total)}</h1>
${session.customer_email ? `<p>Receipt to ${escape(session.customer_email)}</p>` : ""}
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total due</th><td class="amount">${escape(total)}</td></tr></tfoot>
</table>
${notice === "card_declined" ? `<p role="alert">Your card was declined. Try another payment method.</p>` : ""}
<form method="post" action="/pay/${encodeURIComponent(session.id)}" class="buttons">
${buttons.join("\n")}
</form>`,
  );
}

function closedPage(session: Stripe.Checkout.Session, total: string): string {
  if (session.status === "expired") {
    return layout("Session expired", `<h1>This checkout session has expired</h1>\n<p>Nothing was charged.</p>`);
  }
  const paid = session.payment_status === "paid";
  return layout(
    paid ? "Payment complete" : "Payment processing",
    paid
      ? `<h1>Payment complete</h1>\n<p>${escape(total)} paid.</p>`
      : `<h1>Payment processing</h1>\n<p>Your bank payment of ${escape(total)} is on its way.</p>`,
  );
}

/** The page for a session this fake does not know. */
export const unknownPage = () =>
  layout("Not found", `<h1>Something went wrong</h1>\n<p>This checkout session does not exist.</p>`);
