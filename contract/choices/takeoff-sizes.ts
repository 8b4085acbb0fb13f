// The sizes of take-off a cart line can be bought in: the values the cart API accepts and the labels
// the cart and the checkout show (what each size covers: takeoff-size-notes.ts). The server's price
// table is keyed by these values.
export const takeoffSizes = [
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
] as const;

export type TakeoffSize = (typeof takeoffSizes)[number]["value"];
