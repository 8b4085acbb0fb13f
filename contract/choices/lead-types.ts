// The four kinds of lead and the words for them: the e-mail's subject, the console's Type column and
// filter. Apart from the schemas (contract/schemas/leads.ts), so a screen that names a lead's kind does
// not download every form's rules.
import type { LeadType } from "../schemas/lead-paths.ts";

export const leadTypes = [
  { value: "contact", label: "Contact message" },
  { value: "quote", label: "Quote request" },
  { value: "sample", label: "Sample request" },
  { value: "reply", label: "Blog reply" },
] as const satisfies ReadonlyArray<{ value: LeadType; label: string }>;

/** A kind's words, or the stored value itself for one this list does not know. */
export const leadTypeLabel = (value: string) => leadTypes.find((type) => type.value === value)?.label ?? value;
