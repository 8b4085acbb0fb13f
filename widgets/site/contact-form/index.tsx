// The contact form (/ContactUs/): name, email, phone, city, company and message.
import definition from "../../../contract/forms/contact.json" with { type: "json" };
import type { FormDefinition } from "../../../contract/forms/types.ts";
import { LeadForm } from "../../kits/core/form/lead-form.tsx";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import css from "./styles.css?inline";

// The contract's schema loads when the visitor starts on the form (core/form/use-lead-form.ts).
const schema = () => import("../../../contract/schemas/contact.ts").then((module) => module.ContactSchema);

export function ContactFormWidget({ options, emit }: WidgetProps) {
  return <LeadForm definition={definition as FormDefinition} schema={schema} options={options} emit={emit} />;
}

export default { component: ContactFormWidget, css } satisfies Widget;
