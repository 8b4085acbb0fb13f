// An order's codes as people read them, from the contract's choice lists (the values the checkout
// accepts): "medium" is "Medium", "US" "United States", "CA" "California" (or, in Canada, a province).
import provinces from "../../../contract/choices/ca-provinces.json" with { type: "json" };
import countries from "../../../contract/choices/countries.json" with { type: "json" };
import states from "../../../contract/choices/us-states.json" with { type: "json" };
import { takeoffSizes } from "../../../contract/choices/takeoff-sizes.ts";

type Choices = ReadonlyArray<{ value: string; label: string }>;

/** A code's label in its list; a code the list no longer holds, as it is. */
const labelIn = (choices: Choices, value: string) => choices.find((choice) => choice.value === value)?.label ?? value;

export const sizeLabel = (size: string) => labelIn(takeoffSizes, size);
export const countryLabel = (country: string) => labelIn(countries, country);
/** A state of the United States or a province of Canada, by the order's country. */
export const regionLabel = (country: string, region: string) => labelIn(country === "CA" ? provinces : states, region);
