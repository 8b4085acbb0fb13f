// The test gateway's payment page: server-rendered HTML with no script (the CSP allows none inline), one
// form that posts back to itself. A decline is shown in an alert and the card typed is not echoed back.
import { formatUsd } from "../../../../../contract/money.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export type PayPage = { action: string; orderNumber: string; amountCents: number; error?: string; closed?: string };

export function payPage({ action, orderNumber, amountCents, error, closed }: PayPage): string {
  const amount = formatUsd(amountCents / 100);
  const form = closed
    ? `<p role="alert">${escapeHtml(closed)}</p>`
    : `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
      <form method="post" action="${escapeHtml(action)}">
        <div class="field">
          <label for="number">Card number</label>
          <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required />
        </div>
        <div class="row">
          <div class="field">
            <label for="exp">Expiry (MM/YYYY)</label>
            <input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YYYY" maxlength="7" required />
          </div>
          <div class="field">
            <label for="cvc">Security code</label>
            <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required />
          </div>
        </div>
        <div class="actions">
          <button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
          <button type="submit" name="action" value="cancel" formnovalidate>Cancel and go back</button>
        </div>
      </form>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Pay ${escapeHtml(amount)} – test gateway</title>
    <link rel="stylesheet" href="/test-gateway/pay.css" />
  </head>
  <body>
    <main>
      <h1>Pay ${escapeHtml(amount)} to QTO Solutions</h1>
      <p class="note">Order ${escapeHtml(orderNumber)}. Test gateway: no card is charged. Use 4242 4242 4242 4242 to
      pay, 4000 0000 0000 0002 to be declined, with any future expiry and any 3-digit code.</p>
      ${form}
    </main>
  </body>
</html>
`;
}
