// POST /reactapp/cart/quote/: the cart's lines in, the server's prices out. The browser never decides a
// price: anything else a line carries (a price, a discount) is ignored.
import * as v from "valibot";
import { takeoffSizes } from "../choices/takeoff-sizes.ts";

export const MAX_CART_LINES = 50;

export const CartQuoteSchema = v.strictObject({
  lines: v.pipe(
    v.array(
      // Not strict: a line may carry what the client showed (a price), which is dropped here.
      v.object({
        project_id: v.pipe(v.number("Select a project."), v.integer(), v.minValue(1)),
        size: v.picklist(
          takeoffSizes.map((s) => s.value),
          "Select a take-off size.",
        ),
      }),
      "Send the cart's lines.",
    ),
    v.maxLength(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} projects.`),
  ),
});

export type CartQuoteInput = v.InferInput<typeof CartQuoteSchema>;

export type PricedLine = {
  project_id: number;
  project_name: string;
  size: string;
  price: number;
  discount: number;
  subtotal: number;
};

/** The lines as priced, their prices and discounts summed (`subtotal`, `discount`), what is charged
 * (`total`) and the reward points it earns: the browser shows these figures and adds up nothing. */
export type CartQuote = {
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  total: number;
  reward_points: number;
};

/** A 400 for lines naming projects that are no longer offered: the cart drops those ids. */
export type UnknownProjects = { lines: string[]; unknown_projects: number[] };
