// One labelled input or textarea of a console form, with its hint and its error beside it, tied together
// for screen readers (aria-describedby, aria-invalid: WCAG 2.2 SC 3.3.1 and 1.3.1), so a refused value
// is explained beside the field and stays as typed. Other input attributes (autoComplete, inputMode,
// maxLength…) pass through; `onChange` hears the new value.
import { type InputHTMLAttributes, useState } from "react";
import { described, FieldError } from "./field-error.tsx";

let count = 0;

type Props = {
  label: string;
  /** The input's id; one is made up when the screen does not need to name it. */
  id?: string;
  hint?: string;
  error?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "id">;

export function TextField({ label, id: given, hint, error, multiline, onChange, ...input }: Props) {
  // A counter, not React's useId: that hook would add bytes to the shared core chunk every widget loads.
  const [made] = useState(() => `field-${++count}`);
  const id = given ?? made;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    ...described(`${id}-error`, error, hintId),
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {input.required && (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...(input as InputHTMLAttributes<HTMLTextAreaElement>)} {...common} value={input.value} rows={3} />
      ) : (
        <input {...input} {...common} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
