// The billing address of an order: each field's rules, and the rules across fields as plain functions
// that the server's OrderSchema and the checkout widget both apply. (valibot's forward and partialCheck
// would otherwise join the widgets' runtime, which every partner page downloads.)
import * as v from "valibot";
import provinces from "../choices/ca-provinces.json" with { type: "json" };
import countries from "../choices/countries.json" with { type: "json" };
import states from "../choices/us-states.json" with { type: "json" };
import { choice, requiredText } from "./fields.ts";

const POSTAL = { US: /^\d{5}(-\d{4})?$/, CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/ } as const;
const REGIONS = { US: states.map((s) => s.value), CA: provinces.map((p) => p.value) };
export type Country = keyof typeof POSTAL;

export const POSTAL_INVALID = "Enter a valid ZIP or postal code.";
export const REGION_INVALID = "Select a state or province of that country.";
export const postalValid = (o: { country: Country; zip: string }) => POSTAL[o.country].test(o.zip);
export const regionValid = (o: { country: Country; state: string }) => REGIONS[o.country].includes(o.state);

export const billing = {
  name_on_card: requiredText(100, "Name on card"),
  address: requiredText(200, "Address"),
  city: requiredText(100, "City"),
  zip: requiredText(10, "ZIP or postal code"),
  country: choice(countries, "Select the United States or Canada.") as v.PicklistSchema<Country[], string>,
  state: requiredText(2, "State or province"),
};

/** The billing address on its own, field by field. */
export const BillingFields = v.strictObject(billing);
