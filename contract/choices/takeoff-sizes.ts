// The sizes of take-off a cart line can be bought in: the values the cart API accepts, the labels
// the cart and the checkout show, and what each size covers (the cart explains them where they are
// chosen). The server's price table is keyed by these values.
export const takeoffSizes = [
  { value: "small", label: "Small", covers: "one trade division of the project (e.g. concrete or drywall)" },
  { value: "medium", label: "Medium", covers: "up to three trade divisions" },
  { value: "large", label: "Large", covers: "every division in the bid documents" },
] as const;

export type TakeoffSize = (typeof takeoffSizes)[number]["value"];

/** What reward points are, said where they are shown (the pricing gives one per dollar of the total). */
export const REWARD_POINTS_NOTE = "You earn one reward point for every dollar of a paid order.";
