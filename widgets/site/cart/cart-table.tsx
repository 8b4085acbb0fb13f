// The cart's lines: project, take-off size, and the server's price, discount and subtotal for each,
// with the totals below. While the server prices a change, the last prices stay, marked as updating.
import type { CartQuote } from "../../../contract/schemas/cart.ts";
import { type CartLine, TAKEOFF_SIZES, type TakeoffSize } from "../../kits/stores/cart.ts";
import { formatUsd } from "../../kits/ui-kit/money.ts";

type Props = {
  site: string;
  lines: CartLine[];
  quote?: CartQuote;
  busy: boolean;
  resize: (projectId: number, size: TakeoffSize) => void;
  remove: (line: CartLine) => void;
};

export function CartTable({ site, lines, quote, busy, resize, remove }: Props) {
  const priced = new Map(quote?.lines.map((line) => [line.project_id, line]));
  // "…" until the server has priced the line; discounts are written as what comes off.
  // A discount of nothing is a dash, not "−$0.00".
  const money = (amount: number | undefined, off = false) =>
    amount === undefined ? "…" : off && !amount ? "—" : `${off ? "−" : ""}${formatUsd(amount)}`;

  return (
    // The roles repeat the elements' own: narrow screens show each row as a card (CSS display), which
    // some browsers take as leaving the table; the roles keep it a table for assistive technology.
    <table className="lines" role="table" aria-busy={busy}>
      <caption className="visually-hidden">Take-offs in your cart, with their prices</caption>
      <thead role="rowgroup">
        <tr role="row">
          {["Project", "Take-off size", "Price", "Discount", "Subtotal"].map((label) => (
            <th scope="col" role="columnheader" key={label}>
              {label}
            </th>
          ))}
          <th scope="col" role="columnheader">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {lines.map((line) => {
          const price = priced.get(line.project_id);
          return (
            <tr key={line.project_id} role="row">
              <th scope="row" role="rowheader">
                <a href={`${site}/ProjectDetail/${line.project_id}`}>{price?.project_name ?? line.project_name}</a>
              </th>
              <td data-label="Size" role="cell">
                <select
                  aria-label={`Take-off size for ${line.project_name}`}
                  value={line.size}
                  onChange={(event) => resize(line.project_id, event.currentTarget.value as TakeoffSize)}
                >
                  {TAKEOFF_SIZES.map((size) => (
                    <option key={size.value} value={size.value}>
                      {size.label}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label="Price" role="cell">
                {money(price?.price)}
              </td>
              <td data-label="Discount" role="cell">
                {money(price?.discount, true)}
              </td>
              <td data-label="Subtotal" role="cell">
                {money(price?.subtotal)}
              </td>
              <td role="cell">
                <button type="button" className="remove" onClick={() => remove(line)}>
                  Remove<span className="visually-hidden"> {line.project_name}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        {(
          [
            // Subtotal and discount only when there is a discount: otherwise they repeat the total.
            ...(quote?.discount !== 0
              ? ([
                  ["Subtotal", quote?.subtotal, false],
                  ["Discount", quote?.discount, true],
                ] as const)
              : []),
            ["Total", quote?.total, false],
          ] as const
        ).map(([label, amount, off]) => (
          <tr key={label} className={label === "Total" ? "total" : undefined}>
            <th scope="row" colSpan={4}>
              {label}
            </th>
            <td>{money(amount, off)}</td>
            <td />
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
