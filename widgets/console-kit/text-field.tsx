// One labelled input or textarea of a console form, with its hint and the server's message for it tied
// to it (aria-describedby), so a refused value is explained beside the field and stays as typed.
import { useState } from "react";

let count = 0;

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  multiline,
  type = "text",
  readOnly,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "email" | "url";
  readOnly?: boolean;
}) {
  // A counter, not React's useId: that hook would add bytes to the shared core chunk every widget loads.
  const [id] = useState(() => `field-${++count}`);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    value,
    required,
    readOnly,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
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
        <textarea {...common} rows={3} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
