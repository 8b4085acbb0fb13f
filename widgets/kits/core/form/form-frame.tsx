// What every form of the kit has around its fields: the summary of problems, the failure notice with
// its retry, and the submit button that shows progress. Focus goes where the news is.
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import type { Fields } from "./use-fields.ts";
import { problems as problemsHeading } from "../../../../contract/forms/messages.json" with { type: "json" };

/** A failure `final` is one a retry cannot mend (a site staff blocked): no "Try again" is offered. */
export type FrameStatus =
  { state: "idle" | "sending" | "success" } | { state: "failure"; message: string; final?: boolean };

/** A form's fields, where it stands, and what sends it. */
export type FramedForm = Pick<Fields, "errors" | "showSummary"> & {
  status: FrameStatus;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Called as focus enters the form: a lead form loads its checks then. */
  start?: () => void;
};

export function FormFrame({
  label,
  idPrefix,
  form,
  submit,
  busy,
  children,
}: {
  label: string;
  /** Prefix of the fields' ids, so the summary's links find them. */
  idPrefix: string;
  form: FramedForm;
  /** The button's text, and its text while sending. */
  submit: string;
  busy: string;
  children: ReactNode;
}) {
  const summary = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const { showSummary, errors, status } = form;

  // Every submit sets a new status, and only a submit moves focus: never a keystroke or a blur that
  // changes a message while the visitor types.
  useEffect(() => {
    (showSummary ? summary : failure).current?.focus();
  }, [status]);

  const problems = Object.entries(errors);
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    // Fragment links do not cross a shadow root: find the field in the widget's own tree.
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    root.getElementById(`${idPrefix}-${name}`)?.focus();
  };

  return (
    <form className="lead-form" noValidate aria-label={label} onSubmit={form.submit} onFocus={form.start}>
      <p className="muted">Fields marked * are required.</p>
      {showSummary && problems.length > 0 && (
        <div className="summary" ref={summary} tabIndex={-1} role="alert">
          <h3>{problems.length === 1 ? problemsHeading.one : `${problems.length} ${problemsHeading.many}`}</h3>
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
      {children}
      {status.state === "failure" && (
        <div className="failure" ref={failure} tabIndex={-1} role="alert">
          <p>{status.message}</p>
          {!showSummary && !status.final && <button type="submit">Try again</button>}
        </div>
      )}
      {/* A live region: "Sending… 40%" is announced as the upload moves. */}
      <div className="actions" aria-live="polite">
        {/* No focus change on mouse down: the field's blur check would add a message, move the
            button, and the click would land beside it. */}
        <button
          type="submit"
          aria-disabled={status.state === "sending" || undefined}
          className="primary"
          onMouseDown={(event) => event.preventDefault()}
        >
          {status.state === "sending" ? busy : submit}
        </button>
      </div>
    </form>
  );
}
