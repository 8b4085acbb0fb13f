// Amounts as the firm writes them to people (messages, e-mails): US dollars with cents.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatUsd = (amount: number) => usd.format(amount);
