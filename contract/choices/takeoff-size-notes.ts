// What each take-off size covers and what reward points are: the cart and the checkout explain them
// where they are chosen and shown. Apart from takeoff-sizes.ts, which every widget with a cart button
// loads (in the stores chunk), so that only the cart and the checkout download these sentences.
import type { TakeoffSize } from "./takeoff-sizes.ts";

export const TAKEOFF_SIZE_COVERS: Record<TakeoffSize, string> = {
  small: "one trade division of the project (e.g. concrete or drywall)",
  medium: "up to three trade divisions",
  large: "every division in the bid documents",
};

/** What reward points are, said where they are shown (the pricing gives one per dollar of the total). */
export const REWARD_POINTS_NOTE = "You earn one reward point for every dollar of a paid order.";
