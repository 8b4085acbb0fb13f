// How the account's pages (and the page after payment) write dates, take-off sizes and cards.
import { takeoffSizes } from "../../../contract/choices/takeoff-sizes.ts";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Nov 24, 2026" */
export const formatDay = (iso: string) => day.format(new Date(iso));

/** "Medium" for "medium"; an unknown size as it is. */
export const sizeLabel = (size: string) => takeoffSizes.find((option) => option.value === size)?.label ?? size;

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/** "Visa ending in 4242"; an unknown brand as "card ending in …". */
export const cardName = (card: { brand: string; last4: string }) =>
  `${BRANDS[card.brand] ?? "card"} ending in ${card.last4}`;

/** An order as the customer's lists name it: "Oak Grove Elementary, Harbor Bridge · Order QTO-O-…". */
export const orderTitle = (order: { number: string; projects: string[] }) =>
  [...(order.projects.length ? [order.projects.join(", ")] : []), `Order ${order.number}`].join(" · ");
