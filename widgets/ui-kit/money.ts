// Prices as the cart and the checkout write them: US dollars with cents.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatMoney = (amount: number) => usd.format(amount);
