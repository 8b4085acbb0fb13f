// The contact form (/ContactUs/): name, email, phone, city, company and message.
import definition from "../../contract/forms/contact.json" with { type: "json" };
import type { FormDefinition } from "../../contract/forms/types.ts";
import { ContactSchema } from "../../contract/schemas/contact.ts";
import { LeadForm } from "../core/form/lead-form.tsx";
import type { Widget, WidgetProps } from "../core/widget.ts";
import css from "./styles.css?inline";

export function ContactFormWidget({ options, emit }: WidgetProps) {
  return <LeadForm definition={definition as FormDefinition} schema={ContactSchema} options={options} emit={emit} />;
}

export default { component: ContactFormWidget, css } satisfies Widget;
