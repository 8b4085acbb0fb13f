// Amounts of money, as the API carries them: US dollars, a number with up to two decimals (289.68).
// Payment providers take whole cents instead, and people read dollars with cents.

/** Dollars to a whole number of cents, as payment providers take amounts: 289.68 → 28968. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Whole dollars, as the firm sets its prices and discounts: a take-off of a large project is $374, not
 * $373.75, and 8% off $99 is $8 off. Every amount the cart computes goes through here, so the board, the
 * cart, the checkout, the receipt and the payment provider all show the same round figures.
 */
export const roundDollars = (dollars: number) => Math.round(dollars);

/** Dollars rounded to the cent, as sums of amounts are kept: 7.9152 → 7.92. */
export const roundCents = (dollars: number) => Math.round(dollars * 100) / 100;

// Pure: a bundle that formats no amount drops it.
const usd = /* @__PURE__ */ new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Dollars as people read them: 1234.5 → "$1,234.50". */
export const formatUsd = (dollars: number) => usd.format(dollars);
