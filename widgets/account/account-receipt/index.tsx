// A receipt (/account/billing/receipt/?order=QTO-O-…): order number, date, lines, discount, total, billing
// address, card brand and last four, and "Test order" where no card was charged. Prints on one page
// (the print rules here and in pages/_includes/layouts/account.css). An order of someone else answers
// 404, which reads the same as an order that does not exist.
import type { Receipt } from "../../../contract/account/account.ts";
import countries from "../../../contract/choices/countries.json" with { type: "json" };
import { formatUsd } from "../../../contract/money.ts";
import { accountGet } from "../../kits/account-page-kit/account-api.ts";
import { Loaded } from "../../kits/account-page-kit/loaded.tsx";
import { cardName } from "../../../contract/choices/card-brands.ts";
import { takeoffSizeLabel } from "../../../contract/choices/takeoff-sizes.ts";
import { formatDay } from "../../kits/account-page-kit/format.ts";
import { explain } from "../../kits/account-kit/session.ts";
import { ApiError } from "../../kits/core/api.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import css from "./styles.css?inline";

const countryName = (code: string) => countries.find((country) => country.value === code)?.label ?? code;

function NotFound({ site }: { site: string }) {
  return (
    <div className="notice" role="alert">
      <h3>No such order in your account</h3>
      <p>Check the order number, or pick the order from your billing page.</p>
      <a className="button" href={`${site}/account/billing/`}>
        Back to Billing
      </a>
    </div>
  );
}

export function AccountReceipt({ options }: WidgetProps) {
  const site = options.api;
  const number = new URLSearchParams(location.search).get("order") ?? "";
  const loaded = useFetchState(
    number ? () => accountGet<Receipt>(site, `/reactapp/account/orders/${encodeURIComponent(number)}/`) : undefined,
    [site, number],
    { explain },
  );
  if (!number || (loaded.state === "error" && loaded.error instanceof ApiError && loaded.error.status === 404))
    return <NotFound site={site} />;
  return (
    <Loaded fetched={loaded} loading="Loading your receipt…">
      {(receipt) => <ReceiptView site={site} receipt={receipt} />}
    </Loaded>
  );
}

function ReceiptView({ site, receipt }: { site: string; receipt: Receipt }) {
  const subtotal = receipt.lines.reduce((sum, line) => sum + line.price, 0);
  const { billing } = receipt;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <div>
          <p className="firm">QTO Solutions</p>
          <h3 id="receipt-title">Receipt for order {receipt.number}</h3>
          <p>
            <time dateTime={receipt.created_at}>{formatDay(receipt.created_at)}</time> · {receipt.status_label}
          </p>
        </div>
        {receipt.test && <p className="test">Test order: no card was charged, nothing is owed.</p>}
      </header>
      <table>
        <caption className="visually-hidden">Take-offs in this order</caption>
        <thead>
          <tr>
            <th scope="col">Take-off</th>
            <th scope="col">Size</th>
            <th scope="col" className="amount">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.project_name}</td>
              <td>{takeoffSizeLabel(line.size)}</td>
              <td className="amount">{formatUsd(line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {/* Subtotal and discount only when there is a discount: never "Discount −$0.00". */}
          {receipt.discount > 0 && (
            <>
              <tr>
                <th scope="row" colSpan={2}>
                  Subtotal
                </th>
                <td className="amount">{formatUsd(subtotal)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  Discount
                </th>
                <td className="amount">−{formatUsd(receipt.discount)}</td>
              </tr>
            </>
          )}
          <tr className="total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="amount">{formatUsd(receipt.total)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="receipt__parties">
        <section aria-labelledby="billed-to">
          <h4 id="billed-to">Billed to</h4>
          {billing.name_on_card ? (
            <address>
              {billing.name_on_card}
              <br />
              {billing.address}
              <br />
              {billing.city}, {billing.state} {billing.zip}
              <br />
              {countryName(billing.country ?? "")}
            </address>
          ) : (
            <p>Removed when the account was closed.</p>
          )}
        </section>
        <section aria-labelledby="paid-with">
          <h4 id="paid-with">Paid with</h4>
          <p>
            {receipt.card ? cardName(receipt.card) : "Not paid"}
            {receipt.card && receipt.test && " (a test card: not charged)"}
          </p>
        </section>
      </div>
      <p className="receipt__actions">
        <button type="button" onClick={() => window.print()}>
          Print receipt
        </button>
        <a href={`${site}/account/billing/`}>Back to Billing</a>
      </p>
    </article>
  );
}

export default { component: AccountReceipt, css: uiCss + css } satisfies Widget;
