// An order's billing codes as people read them, from the contract's choice lists (the values the checkout
// accepts): "US" is "United States", "CA" "California" (or, in Canada, a province). Sizes are named by
// takeoffSizeLabel (contract/choices/takeoff-sizes.ts). Beside its one user, not in the console kit: a kit's chunk
// takes the lists it imports along (https://rollupjs.org/configuration-options/#output-manualchunks), and
// the checkout, which offers the same lists, would then download the whole console kit.
import provinces from "../../../contract/choices/ca-provinces.json" with { type: "json" };
import countries from "../../../contract/choices/countries.json" with { type: "json" };
import states from "../../../contract/choices/us-states.json" with { type: "json" };

type Choices = ReadonlyArray<{ value: string; label: string }>;

/** A code's label in its list; a code the list no longer holds, as it is. */
const labelIn = (choices: Choices, value: string) => choices.find((choice) => choice.value === value)?.label ?? value;

export const countryLabel = (country: string) => labelIn(countries, country);
/** A state of the United States or a province of Canada, by the order's country. */
export const regionLabel = (country: string, region: string) => labelIn(country === "CA" ? provinces : states, region);
