// What a cart costs: each line's take-off price (the catalogue's, app.projects.priced), a volume discount
// on carts of three projects or more. Amounts in dollars with cents; the cart's subtotal and discount are
// the sums of its lines' prices and discounts; reward points are the total rounded to whole dollars
// (the legacy page showed 290 for 289.68).
import type { TakeoffSize } from "../../../contract/choices/takeoff-sizes.ts";
import { roundCents } from "../../../contract/money.ts";
import type { CartQuote, PricedLine } from "../../../contract/schemas/cart.ts";

export const VOLUME_LINES = 3;
export const VOLUME_DISCOUNT = 0.08;

export function priceCart(
  lines: Array<{ project_id: number; project_name: string; size: TakeoffSize; price: number }>,
): CartQuote {
  const discountRate = lines.length >= VOLUME_LINES ? VOLUME_DISCOUNT : 0;
  const priced: PricedLine[] = lines.map((line) => {
    const price = line.price;
    const discount = roundCents(price * discountRate);
    return {
      project_id: line.project_id,
      project_name: line.project_name,
      size: line.size,
      price,
      discount,
      subtotal: roundCents(price - discount),
    };
  });
  const sum = (amount: (line: PricedLine) => number) =>
    roundCents(priced.reduce((total, line) => total + amount(line), 0));
  const total = sum((line) => line.subtotal);
  return {
    lines: priced,
    subtotal: sum((line) => line.price),
    discount: sum((line) => line.discount),
    total,
    reward_points: Math.round(total),
  };
}
