// A whole lead form from its definition: sections of fields, the error summary, the honeypot, the
// submit button with progress, the failure notice with Retry, and the confirmation.
import { type MouseEvent, useEffect, useRef } from "react";
import { HONEYPOT_FIELD } from "../../../contract/schemas/fields.ts";
import { Field } from "./fields.tsx";
import { type LeadFormConfig, useLeadForm } from "./use-lead-form.ts";

export function LeadForm(config: LeadFormConfig) {
  const { definition } = config;
  const form = useLeadForm(config);
  // Each widget has a shadow root of its own, so the form's type is a unique enough id prefix.
  const idPrefix = definition.type;
  const summary = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const { status } = form;

  // Focus goes where the news is: the summary of problems, the failure, or the confirmation.
  useEffect(() => {
    const news = form.showSummary ? summary : { failure, success: confirmation }[status.state as "failure"];
    news?.current?.focus();
  }, [status, form.showSummary, form.errors]);

  if (status.state === "success") {
    return (
      <div className="confirmation" role="status">
        <h3 ref={confirmation} tabIndex={-1}>
          {definition.success.title}
        </h3>
        <p>
          Your reference is <strong className="reference">{status.reference}</strong>. Quote it if you call or write to
          us.
        </p>
        <p>{definition.success.next}</p>
      </div>
    );
  }

  const problems = Object.entries(form.errors);
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    // Fragment links do not cross a shadow root: find the field in the widget's own tree.
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById(`${idPrefix}-${name}`)?.focus();
  };
  const sending = status.state === "sending";
  const progress = sending && status.progress !== undefined ? ` ${Math.round(status.progress * 100)}%` : "";

  return (
    <form className="lead-form" noValidate aria-label={definition.title} onSubmit={form.submit}>
      <p className="muted">Fields marked * are required.</p>
      {form.showSummary && problems.length > 0 && (
        <div className="summary" ref={summary} tabIndex={-1} role="alert">
          <h3>{problems.length === 1 ? "One answer needs" : `${problems.length} answers need`} your attention</h3>
          <ul>
            {problems.map(([name, messages]) => (
              <li key={name}>
                <a href={`#${idPrefix}-${name}`} onClick={(event) => focusField(event, name)}>
                  {messages[0]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
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
      {status.state === "failure" && (
        <div className="failure" ref={failure} tabIndex={-1} role="alert">
          <p>{status.message}</p>
          {!form.showSummary && <button type="submit">Try again</button>}
        </div>
      )}
      {/* A live region: "Sending… 40%" is announced as the upload moves. */}
      <div className="actions" aria-live="polite">
        {/* No focus change on mouse down: the field's blur check would add a message, move the
            button, and the click would land beside it. */}
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="primary"
          onMouseDown={(event) => event.preventDefault()}
        >
          {sending ? `Sending…${progress}` : definition.submit}
        </button>
      </div>
    </form>
  );
}
