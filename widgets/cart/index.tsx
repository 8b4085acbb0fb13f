// The cart (/Cart/): the take-offs chosen, their sizes and the server's prices, discounts and reward
// points. Sizes change in the table and take effect with Update Cart (or on the way to Checkout);
// removing a line or clearing the cart can be undone.
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Widget, WidgetProps } from "../core/widget.ts";
import { type CartLine, cart, removeLines, resizeLines, restoreLines, type TakeoffSize } from "../stores/cart.ts";
import { useStore } from "../stores/use-store.ts";
import { RetryNotice } from "../ui-kit/retry-notice.tsx";
import uiCss from "../ui-kit/styles.css?inline";
import { useCartQuote } from "../ui-kit/use-cart-quote.ts";
import { CartTable } from "./cart-table.tsx";
import { useHandOver } from "./hand-over.ts";
import css from "./styles.css?inline";

const names = (lines: CartLine[]) => lines.map((line) => line.project_name).join(", ");

export function Cart({ options }: WidgetProps) {
  const site = options.api;
  const handOverFailure = useHandOver(site);
  const lines = useStore(cart);
  const { result, dropped, retry } = useCartQuote(site, lines);
  // Sizes picked in the table and not saved yet, by project id.
  const [staged, setStaged] = useState<Record<number, TakeoffSize>>({});
  const [removed, setRemoved] = useState<CartLine[]>([]);
  const changed = lines.some((line) => staged[line.project_id] && staged[line.project_id] !== line.size);

  const save = () => {
    if (changed) resizeLines(staged);
    setStaged({});
  };
  // New sizes are priced as the lines change; with none, Update Cart asks for the prices again.
  const update = (event: FormEvent) => {
    event.preventDefault();
    if (changed) save();
    else retry();
  };
  const remove = (gone: CartLine[]) => {
    removeLines(gone.map((line) => line.project_id));
    setRemoved(gone);
  };
  // The pressed button leaves the page with its line: focus goes to the way back, Undo.
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), [removed]);

  const notices = (
    <>
      {handOverFailure && (
        <div className="note" role="status">
          <p>{handOverFailure}</p>
        </div>
      )}
      {removed.length > 0 && (
        <div className="note" role="status">
          <p>
            Removed {names(removed)}.{" "}
            <button type="button" className="link" ref={undo} onClick={() => (restoreLines(removed), setRemoved([]))}>
              Undo
            </button>
          </p>
        </div>
      )}
      {dropped.length > 0 && (
        <div className="note" role="status">
          <p>No longer offered, so taken out of your cart: {names(dropped)}.</p>
        </div>
      )}
    </>
  );

  if (!lines.length) {
    return (
      <div className="cart">
        {notices}
        <div className="notice empty">
          <h3>Your cart is empty</h3>
          <p>Every project lead has an Add to Cart button: choose the take-offs you need on the project board.</p>
          <a className="button" href={`${site}/Projects/`}>
            Browse project leads
          </a>
        </div>
      </div>
    );
  }

  const quote = result.state === "ready" ? result.value : result.previous;
  return (
    <form className="cart" aria-label="Cart" onSubmit={update}>
      <p className="banner" aria-live="polite">
        {quote ? (
          <>
            With this purchase you will earn <strong>{quote.reward_points.toLocaleString("en-US")}</strong> Reward
            Points.
          </>
        ) : (
          "Reward points are counted with your prices."
        )}
      </p>
      {notices}
      {result.state === "error" && <RetryNotice className="failure" message={result.message} retry={retry} />}
      <CartTable
        site={site}
        lines={lines}
        quote={quote}
        busy={result.state === "loading"}
        staged={staged}
        stage={(id, size) => setStaged({ ...staged, [id]: size })}
        remove={(line) => remove([line])}
      />
      <p className="changes" aria-live="polite">
        {changed && "You changed a size: Update Cart to see the new prices."}
      </p>
      <div className="cart-actions">
        <button type="button" className="button secondary" onClick={() => remove(lines)}>
          Clear Cart
        </button>
        <button type="submit" className="button secondary">
          Update Cart
        </button>
        <a className="button secondary" href={`${site}/Projects/`}>
          Back to Shopping
        </a>
        <a className="button" href={`${site}/CheckOut/`} onClick={save}>
          Checkout
        </a>
      </div>
    </form>
  );
}

export default { component: Cart, css: uiCss + css } satisfies Widget;
