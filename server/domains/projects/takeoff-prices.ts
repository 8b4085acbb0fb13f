// What a take-off of a project costs before any cart discount: a price per size, scaled for very large
// projects. A fact of the catalogue: the board shows "Take-off from $X" and the cart prices its lines
// with it (app.projects.priced). Whole dollars, as a firm sets its prices: $99 × 1.25 is $124.
import { TAKEOFF_SIZE_VALUES, type TakeoffSize } from "../../../contract/choices/takeoff-sizes.ts";
import { roundDollars } from "../../../contract/money.ts";

export const SIZE_PRICES: Record<TakeoffSize, number> = { small: 99, medium: 179, large: 299 };
// Projects bid above this amount have more sheets to quantify.
const LARGE_PROJECT = 2_000_000;
const LARGE_PROJECT_FACTOR = 1.25;

/** A take-off's price before any volume discount: its size's price, scaled for very large projects. */
export const takeoffPrice = (size: TakeoffSize, bidAmount: number) =>
  roundDollars(SIZE_PRICES[size] * (bidAmount > LARGE_PROJECT ? LARGE_PROJECT_FACTOR : 1));

/** A project's take-off price for every size. */
export const takeoffPrices = (bidAmount: number): Record<TakeoffSize, number> =>
  Object.fromEntries(TAKEOFF_SIZE_VALUES.map((size) => [size, takeoffPrice(size, bidAmount)])) as Record<
    TakeoffSize,
    number
  >;
