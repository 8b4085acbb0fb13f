// One control per field type, each with its label, hint and message tied to it for assistive technology.
import type { ChangeEvent } from "react";
import type { FieldDefinition, OptionLists } from "../../../../contract/forms/types.ts";
import type { Fields } from "./use-fields.ts";

/** What a field needs of its form; only the quote form has files. */
export type FieldState = Pick<Fields, "values" | "errors" | "setValue" | "toggle" | "blur"> & {
  files?: File[];
  chooseFiles?: (files: File[]) => void;
};

export function Field({
  field,
  form,
  idPrefix,
  lists,
}: {
  field: FieldDefinition;
  form: FieldState;
  idPrefix: string;
  lists: OptionLists;
}) {
  const choices = (field.options && lists[field.options]) || [];
  const id = `${idPrefix}-${field.name}`;
  const error = form.errors[field.name]?.[0];
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const value = form.values[field.name] ?? "";
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy,
    onBlur: () => form.blur(field.name),
  };
  const text = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    form.setValue(field.name, event.currentTarget.value);

  const label = (
    <>
      {field.label}
      {field.required && (
        <span className="required" aria-hidden="true">
          {" *"}
        </span>
      )}
    </>
  );
  const hint = field.hint && (
    <p className="hint" id={hintId}>
      {field.hint}
    </p>
  );
  const message = error && (
    <p className="error" id={errorId}>
      {error}
    </p>
  );
  const className = `field${field.wide ? " wide" : ""}${error ? " invalid" : ""}`;

  if (field.type === "checkboxes") {
    const chosen = new Set(value as string[]);
    return (
      <fieldset className={className} aria-describedby={describedBy} aria-invalid={common["aria-invalid"]}>
        <legend>{label}</legend>
        {hint}
        {message}
        <div className="choices">
          {choices.map((option, index) => [
            option.heading && (
              <b className="wide" key={option.heading}>
                {option.heading}
              </b>
            ),
            <label className="choice" key={option.value}>
              <input
                id={index ? undefined : id}
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={chosen.has(option.value)}
                onChange={(event) => form.toggle(field.name, option.value, event.currentTarget.checked)}
              />
              <span>{/^\d+$/.test(option.value) ? `${option.value} ${option.label}` : option.label}</span>
            </label>,
          ])}
        </div>
      </fieldset>
    );
  }

  let control;
  if (field.type === "textarea") {
    control = (
      <textarea
        {...common}
        rows={field.rows ?? 4}
        maxLength={field.maxlength}
        value={value as string}
        onChange={text}
      />
    );
  } else if (field.type === "select") {
    control = (
      <select {...common} value={value as string} onChange={text}>
        <option value="">{field.placeholder ?? "Select…"}</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "file") {
    control = (
      <>
        <input
          {...common}
          type="file"
          accept={field.accept}
          multiple={field.multiple}
          onChange={(event) => form.chooseFiles?.([...(event.currentTarget.files ?? [])])}
        />
        {!!form.files?.length && (
          <ul>
            {form.files.map((file) => (
              <li key={file.name}>{file.name}</li>
            ))}
          </ul>
        )}
      </>
    );
  } else {
    control = (
      <input
        {...common}
        type={field.type}
        autoComplete={field.autocomplete}
        maxLength={field.maxlength}
        placeholder={field.placeholder}
        value={value as string}
        onChange={text}
      />
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint}
      {message}
      {control}
    </div>
  );
}
