// How the account's pages write dates and take-off sizes.
import { takeoffSizes } from "../../../contract/choices/takeoff-sizes.ts";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** "Nov 24, 2026" */
export const formatDay = (iso: string) => day.format(new Date(iso));

/** "Medium" for "medium"; an unknown size as it is. */
export const sizeLabel = (size: string) => takeoffSizes.find((option) => option.value === size)?.label ?? size;
