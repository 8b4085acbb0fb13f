// Schemas of the data files of pages/_data/ written in JavaScript: the site's facts, and the lists and
// forms taken from contract/ (checked here too, since the pages loop over them).
import * as v from "valibot";
import { choice, href, icon, listOf, text } from "./fields.js";

const lead = v.picklist(["contact", "quote", "sample", "reply"]);

const form = v.object({
  type: lead,
  title: text(),
  submit: text(),
  action: v.pipe(v.string(), v.startsWith("/")),
  sections: listOf(v.object({ title: v.optional(text()), fields: listOf(v.object({ name: text(), label: text() })) })),
});

export const generatedSchemas = {
  "site.js": v.object({
    name: text(),
    legalName: text(),
    url: v.pipe(v.string(), v.url("must be an absolute address such as https://qtosolutions.com")),
    language: text(),
    tagline: text(),
    description: text(),
    blurb: text(),
    phone: v.object({ display: text(), href: v.pipe(v.string(), v.startsWith("tel:", "must start with tel:")) }),
    email: v.pipe(v.string(), v.email("must be an e-mail address")),
    hours: text(),
    address: v.object({ locality: text(), region: text(), country: text() }),
    social: listOf(v.object({ name: text(), icon, href })),
  }),
  "csiDivisions.js": listOf(
    v.object({ ...choice.entries, group: v.picklist(["csi", "trade"]), heading: v.optional(text()) }),
  ),
  "csiDivisionGroups.js": listOf(choice),
  "projectValues.js": listOf(choice),
  "sampleTypes.js": listOf(choice),
  "usStates.js": listOf(choice),
  "forms.js": v.record(lead, form),
  "accountMenu.js": v.object({
    label: text(),
    items: listOf(v.object({ key: text(), label: text(), href: v.pipe(v.string(), v.startsWith("/account/")) })),
  }),
};
