// The cart (/Cart/): the take-offs chosen, their sizes and the server's prices, discounts and reward
// points. A size chosen in the table is saved and priced at once (Update Cart stays, as on the legacy
// page, and asks for the prices again); removing a line or clearing the cart can be undone.
import { type FormEvent, Fragment, useEffect, useRef, useState } from "react";
import { REWARD_POINTS_NOTE, TAKEOFF_SIZE_COVERS } from "../../../contract/choices/takeoff-size-notes.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { type CartLine, cart, removeLines, resizeLines, restoreLines, TAKEOFF_SIZES } from "../../kits/stores/cart.ts";
import { useStore } from "../../kits/ui-kit/use-store.ts";
import { RetryNotice } from "../../kits/ui-kit/retry-notice.tsx";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useCartQuote } from "../../kits/ui-kit/use-cart-quote.ts";
import { CartTable } from "./cart-table.tsx";
import { useHandOver } from "./hand-over.ts";
import css from "./styles.css?inline";

const names = (lines: CartLine[]) => lines.map((line) => line.project_name).join(", ");

export function Cart({ options }: WidgetProps) {
  const site = options.api;
  const handOverFailure = useHandOver(site);
  const lines = useStore(cart);
  const { result, dropped, retry } = useCartQuote(site, lines);
  const [removed, setRemoved] = useState<CartLine[]>([]);

  // Sizes are priced as the lines change; Update Cart asks for the prices again.
  const update = (event: FormEvent) => {
    event.preventDefault();
    retry();
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
            Points. {REWARD_POINTS_NOTE}
          </>
        ) : (
          `Reward points are counted with your prices. ${REWARD_POINTS_NOTE}`
        )}
      </p>
      {notices}
      {result.state === "error" && <RetryNotice className="failure" message={result.message} retry={retry} />}
      <CartTable
        site={site}
        lines={lines}
        quote={quote}
        busy={result.state === "loading"}
        resize={(id, size) => resizeLines({ [id]: size })}
        remove={(line) => remove([line])}
      />
      <details className="sizes">
        <summary>What do the take-off sizes cover?</summary>
        <dl>
          {TAKEOFF_SIZES.map((size) => (
            <Fragment key={size.value}>
              <dt>{size.label}</dt>
              <dd>Quantities for {TAKEOFF_SIZE_COVERS[size.value]}.</dd>
            </Fragment>
          ))}
        </dl>
      </details>
      {/* Checkout first and Clear Cart last, in the page's order as on screen (WCAG 2.4.3, focus order):
          on a phone the way on is the first button under the total, and emptying the cart the last. */}
      <div className="cart-actions">
        <a className="button" href={`${site}/CheckOut/`}>
          Checkout
        </a>
        <a className="button secondary" href={`${site}/Projects/`}>
          Back to Shopping
        </a>
        <button type="submit" className="button secondary">
          Update Cart
        </button>
        <button type="button" className="button secondary clear" onClick={() => remove(lines)}>
          Clear Cart
        </button>
      </div>
    </form>
  );
}

export default { component: Cart, css: uiCss + css } satisfies Widget;
