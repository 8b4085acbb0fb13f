// How the firm's e-mails greet a buyer: by the name on their account, else by the name on the card they
// paid with; never by their username, which is a sign-in handle, not what a person is called.
type Billing = { name_on_card?: unknown };

const billingOf = (billing: string | Billing | null | undefined): Billing => {
  if (typeof billing !== "string") return billing ?? {};
  try {
    return JSON.parse(billing) as Billing;
  } catch {
    return {};
  }
};

/** The buyer's name, or undefined when neither is known (the e-mail then says "Hello,"). */
export function buyerName(fullName: string | null | undefined, billing: string | Billing | null | undefined) {
  const onCard = billingOf(billing).name_on_card;
  return fullName?.trim() || (typeof onCard === "string" && onCard.trim()) || undefined;
}
