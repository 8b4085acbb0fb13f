// How the account's pages (and the page after payment) write dates and orders; cards and
// take-off sizes are named by the contract's choices (card-brands.ts, takeoff-sizes.ts).

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Nov 24, 2026" */
export const formatDay = (iso: string) => day.format(new Date(iso));

/** An order as the customer's lists name it: "Oak Grove Elementary, Harbor Bridge · Order QTO-O-…". */
export const orderTitle = (order: { number: string; projects: string[] }) =>
  [...(order.projects.length ? [order.projects.join(", ")] : []), `Order ${order.number}`].join(" · ");
