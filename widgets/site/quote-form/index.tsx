// The quote request (/quote/): company and project details, CSI divisions and PDF specifications.
import csiDivisions from "../../../contract/choices/csi-divisions.json" with { type: "json" };
import projectValues from "../../../contract/choices/project-values.json" with { type: "json" };
import wholeProject from "../../../contract/choices/whole-project.json" with { type: "json" };
import definition from "../../../contract/forms/quote.json" with { type: "json" };
import type { FormDefinition } from "../../../contract/forms/types.ts";
import { LeadForm } from "../../kits/core/form/lead-form.tsx";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import css from "./styles.css?inline";

// The contract's schema loads when the visitor starts on the form (core/form/use-lead-form.ts).
const schema = () => import("../../../contract/schemas/quote.ts").then((module) => module.QuoteSchema);

// The list of contract/choices/quote-divisions.ts, built here from its two files: the CSI divisions, which
// other widgets use too, stay in core, the one file a partner page fetches (build/chunk-of-folder.js).
const LISTS = { quoteDivisions: [wholeProject, ...csiDivisions], projectValues };

export function QuoteFormWidget({ options, emit }: WidgetProps) {
  return (
    <LeadForm definition={definition as FormDefinition} schema={schema} options={options} emit={emit} lists={LISTS} />
  );
}

export default { component: QuoteFormWidget, css } satisfies Widget;
