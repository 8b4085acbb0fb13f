// POST /reactapp/orders/: the cart's lines (priced again by the server), the billing address, and the
// payment provider's token. The card number never appears here.
import * as v from "valibot";
import provinces from "../choices/ca-provinces.json" with { type: "json" };
import states from "../choices/us-states.json" with { type: "json" };
import { CartQuoteSchema } from "./cart.ts";
import { requiredText } from "./fields.ts";

const POSTAL = { US: /^\d{5}(-\d{4})?$/, CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/ } as const;
const REGIONS = { US: states.map((s) => s.value), CA: provinces.map((p) => p.value) };

const billing = {
  name_on_card: requiredText(100, "Name on card"),
  address: requiredText(200, "Address"),
  city: requiredText(100, "City"),
  zip: requiredText(10, "ZIP or postal code"),
  country: v.picklist(["US", "CA"], "Select the United States or Canada."),
  state: requiredText(2, "State or province"),
};

export const OrderSchema = v.pipe(
  v.strictObject({
    lines: CartQuoteSchema.entries.lines,
    ...billing,
    payment_token: v.pipe(v.string("Enter your card."), v.regex(/^tok_\w{4,100}$/, "Enter your card.")),
  }),
  v.forward(
    v.partialCheck([["country"], ["zip"]], (o) => POSTAL[o.country].test(o.zip), "Enter a valid ZIP or postal code."),
    ["zip"],
  ),
  v.forward(
    v.partialCheck(
      [["country"], ["state"]],
      (o) => REGIONS[o.country].includes(o.state),
      "Select a state or province of that country.",
    ),
    ["state"],
  ),
);

/** The billing address as an order keeps it. */
export const BILLING_FIELDS = Object.keys(billing) as Array<keyof typeof billing>;

export type OrderInput = v.InferInput<typeof OrderSchema>;
export type OrderCreated = { number: string; total: number; card: { brand: string; last4: string } };
