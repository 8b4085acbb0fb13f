// A lead's fields as people read them: each under its form's label, in the form's order, a choice by its
// label ("$1 million to $10 million", "03 Concrete"), never the wire's names and codes
// (estimated_value_of_a_project: 1m-10m). The sales e-mail and the console's lead page both show these.
import { type CsiDivision, divisionName } from "../choices/division-groups.ts";
import projectValues from "../choices/project-values.json" with { type: "json" };
import { QUOTE_DIVISIONS, WHOLE_PROJECT } from "../choices/quote-divisions.ts";
import sampleTypes from "../choices/sample-types.json" with { type: "json" };
import type { LeadType } from "../schemas/lead-paths.ts";
import contact from "./contact.json" with { type: "json" };
import quote from "./quote.json" with { type: "json" };
import reply from "./reply.json" with { type: "json" };
import sample from "./sample.json" with { type: "json" };
import type { Choice, FormDefinition } from "./types.ts";

export type LabelledField = { name: string; label: string; text: string };

const FORMS = { contact, quote, sample, reply } as Record<LeadType, FormDefinition>;
// CSI divisions read as their number and name, as estimators say them, a trade grouping by its name; the
// whole project by its name ("Whole project (all divisions)", which the schema stores alone), not as 29.
const LISTS: Record<string, Choice[]> = {
  quoteDivisions: QUOTE_DIVISIONS.map((d) => ({
    value: d.value,
    label: d.value === WHOLE_PROJECT ? d.label : divisionName(d as CsiDivision),
  })),
  projectValues,
  sampleTypes,
};

/** "select_csi_divisions" → "Select csi divisions": a field no form defines (sent before a form changed). */
const humanised = (name: string) => name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

const asText = (value: unknown, choices: Choice[] | undefined): string => {
  const one = (item: unknown) => choices?.find((choice) => choice.value === item)?.label ?? String(item);
  if (Array.isArray(value)) return value.map(one).join(", ");
  return value === undefined || value === null ? "" : one(value);
};

/** Every field of a lead (`fields` as stored), labelled, the form's fields first in its order. */
export function labelledFields(type: LeadType, fields: Record<string, unknown>): LabelledField[] {
  const defined = (FORMS[type]?.sections ?? []).flatMap((section) => section.fields);
  const known = new Set(defined.map((field) => field.name));
  return [
    ...defined
      .filter((field) => Object.hasOwn(fields, field.name))
      .map((field) => ({
        name: field.name,
        label: field.label,
        text: asText(fields[field.name], field.options ? LISTS[field.options] : undefined),
      })),
    ...Object.keys(fields)
      .filter((name) => !known.has(name))
      .map((name) => ({ name, label: humanised(name), text: asText(fields[name], undefined) })),
  ];
}
