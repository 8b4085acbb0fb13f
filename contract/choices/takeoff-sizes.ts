// The sizes of take-off a cart line can be bought in: the values the cart API accepts and the labels
// the cart and the checkout show (what each size covers: takeoff-size-notes.ts). The server's price
// table is keyed by these values. The values stand alone: the header's script checks a stored cart
// line's size with them (widgets/kits/stores/shapes.ts), and every page fetches it, so it must not carry the labels.
export const TAKEOFF_SIZE_VALUES = ["small", "medium", "large"] as const;

export type TakeoffSize = (typeof TAKEOFF_SIZE_VALUES)[number];

const LABELS: Record<TakeoffSize, string> = { small: "Small", medium: "Medium", large: "Large" };

export const takeoffSizes = TAKEOFF_SIZE_VALUES.map((value) => ({ value, label: LABELS[value] }));

/** "Medium" for "medium"; a size the list no longer holds, as it is. */
export const takeoffSizeLabel = (size: string) => LABELS[size as TakeoffSize] ?? size;
