// The lead forms, as the widgets render them (contract/forms), with each field's option list attached
// and each form's endpoint, for the plain HTML form shown before the widget loads or without scripts.
import paths from "../lead-paths.json" with { type: "json" };
import contact from "./contact.json" with { type: "json" };
import quote from "./quote.json" with { type: "json" };
import reply from "./reply.json" with { type: "json" };
import sample from "./sample.json" with { type: "json" };
import csiDivisions from "../choices/csi-divisions.json" with { type: "json" };
import projectValues from "../choices/project-values.json" with { type: "json" };
import sampleTypes from "../choices/sample-types.json" with { type: "json" };
import wholeProject from "../choices/whole-project.json" with { type: "json" };

// The quote's divisions as choices/quote-divisions.ts lists them (Eleventy loads no TypeScript).
const lists = { quoteDivisions: [wholeProject, ...csiDivisions], projectValues, sampleTypes };

function withChoices(form) {
  const sections = form.sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => ({ ...field, choices: field.options ? lists[field.options] : undefined })),
  }));
  const multipart = sections.some((section) => section.fields.some((field) => field.type === "file"));
  return { ...form, sections, action: paths[form.type], multipart };
}

export default Object.fromEntries([contact, quote, sample, reply].map((form) => [form.type, withChoices(form)]));
