// A labelled, required <select> of a console form with its error beside it (aria-invalid,
// aria-describedby), as text-field.tsx is for an input; an empty value offers "Select…".
import { described, FieldError } from "./field-error.tsx";

export function SelectField({
  id,
  label,
  value,
  options,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="required" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <select
        id={id}
        value={value}
        required
        {...described(`${id}-error`, error)}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      >
        {value === "" && <option value="">Select…</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
