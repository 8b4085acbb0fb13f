// The free sample request (/Sample/): one of the 18 sample types, name, email and company.
import sampleTypes from "../../../contract/choices/sample-types.json" with { type: "json" };
import definition from "../../../contract/forms/sample.json" with { type: "json" };
import type { FormDefinition } from "../../../contract/forms/types.ts";
import { LeadForm } from "../../kits/core/form/lead-form.tsx";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import css from "./styles.css?inline";

// The contract's schema loads when the visitor starts on the form (core/form/use-lead-form.ts).
const schema = () => import("../../../contract/schemas/sample-request.ts").then((module) => module.SampleRequestSchema);

const LISTS = { sampleTypes };

export function SampleFormWidget({ options, emit }: WidgetProps) {
  return (
    <LeadForm definition={definition as FormDefinition} schema={schema} options={options} emit={emit} lists={LISTS} />
  );
}

export default { component: SampleFormWidget, css } satisfies Widget;
