// A whole lead form from its definition: sections of fields and the honeypot inside the kit's frame,
// then the confirmation naming the lead's reference (but a blog reply's: nobody calls about a comment).
import { reference } from "../../../../contract/forms/messages.json" with { type: "json" };
import { HONEYPOT_FIELD } from "../../../../contract/schemas/lead-context-fields.ts";
import { Field } from "./fields.tsx";
import { FormFrame } from "./form-frame.tsx";
import { type LeadFormConfig, useLeadForm } from "./use-lead-form.ts";

// The confirmation takes focus as it appears, once: a stable ref callback runs only on mount.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

export function LeadForm(config: LeadFormConfig) {
  const { definition } = config;
  const form = useLeadForm(config);
  // Each widget has a shadow root of its own, so the form's type is a unique enough id prefix.
  const idPrefix = definition.type;
  const { status } = form;

  if (status.state === "success") {
    return (
      <div className="confirmation" role="status">
        <h3 ref={focusOnMount} tabIndex={-1}>
          {definition.success.title}
        </h3>
        {/* `reference: false` (a blog reply) renders as nothing; otherwise the reference, to quote. */}
        {definition.success.reference ?? (
          <p>
            {reference.before} <strong className="reference">{status.reference}</strong>
            {reference.after}
          </p>
        )}
        <p>{definition.success.next}</p>
      </div>
    );
  }

  const progress =
    status.state === "sending" && status.progress !== undefined ? ` ${Math.round(status.progress * 100)}%` : "";
  return (
    <FormFrame
      label={definition.title}
      idPrefix={idPrefix}
      form={form}
      submit={definition.submit}
      busy={`Sending…${progress}`}
    >
      {definition.sections.map((section, index) => {
        const fields = section.fields.map((field) => (
          <Field key={field.name} field={field} form={form} idPrefix={idPrefix} lists={config.lists ?? {}} />
        ));
        return section.title ? (
          <fieldset className="section" key={index}>
            <legend>{section.title}</legend>
            <div className="grid">{fields}</div>
          </fieldset>
        ) : (
          <div className="grid" key={index}>
            {fields}
          </div>
        );
      })}
      {/* People never see or reach this field; bots fill it, and their lead is dropped. */}
      <div className="trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Fax number</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </FormFrame>
  );
}
