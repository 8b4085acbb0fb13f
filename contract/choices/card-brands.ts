// Card brands as people write them. The payment providers report a brand in lower case ("visa", "amex":
// https://docs.stripe.com/api/payment_methods/object#payment_method_object-card-brand), which reads as a
// typo on a receipt, in an e-mail or in the console.
const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** "Visa ending in 4242"; an unknown brand as "card ending in …". */
export const cardName = (card: { brand: string; last4: string }) =>
  `${BRANDS[card.brand] ?? "card"} ending in ${card.last4}`;
