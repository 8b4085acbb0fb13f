// What a cart costs: each line's take-off price (the catalogue's, app.projects.priced), a volume discount
// on carts of three projects or more. Every amount is whole dollars (contract/money.ts, roundDollars): a
// line's discount is rounded, so its subtotal, the cart's sums and the reward points (one per dollar) are too.
import type { TakeoffSize } from "../../../contract/choices/takeoff-sizes.ts";
import { roundDollars } from "../../../contract/money.ts";
import type { CartQuote, PricedLine } from "../../../contract/schemas/cart.ts";

export const VOLUME_LINES = 3;
export const VOLUME_DISCOUNT = 0.08;

export function priceCart(
  lines: Array<{ project_id: number; project_name: string; size: TakeoffSize; price: number }>,
): CartQuote {
  const discountRate = lines.length >= VOLUME_LINES ? VOLUME_DISCOUNT : 0;
  const priced: PricedLine[] = lines.map((line) => {
    const price = line.price;
    const discount = roundDollars(price * discountRate);
    return {
      project_id: line.project_id,
      project_name: line.project_name,
      size: line.size,
      price,
      discount,
      subtotal: price - discount,
    };
  });
  const sum = (amount: (line: PricedLine) => number) => priced.reduce((total, line) => total + amount(line), 0);
  const total = sum((line) => line.subtotal);
  return {
    lines: priced,
    subtotal: sum((line) => line.price),
    discount: sum((line) => line.discount),
    total,
    reward_points: total,
  };
}
