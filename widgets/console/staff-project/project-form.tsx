// The project's fields, each checked by the contract's schema when it loses focus and all of them on
// Save; the server's refusals land beside the same fields. Nothing typed is lost on a refusal.
import { useState } from "react";
import { SelectField } from "../../kits/console-kit/select-field.tsx";
import { TextField } from "../../kits/console-kit/text-field.tsx";
import { stateTimeZone } from "../../../contract/choices/state-time-zones.ts";
import { EMPTY_FORM, FIELDS, type FormValues } from "./fields.ts";
import { Bonds, Divisions } from "./lists.tsx";
import { fieldError, formErrors, type Errors } from "./validate.ts";

type Props = {
  form: FormValues;
  setForm: (form: FormValues) => void;
  /** The server's refusals, by field. */
  refused: Errors;
  busy: boolean;
  saveLabel: string;
  onSave: (form: FormValues) => void;
};

export function ProjectForm({ form, setForm, refused, busy, saveLabel, onSave }: Props) {
  const [checked, setChecked] = useState<Errors>({});
  const errors = { ...refused, ...checked };
  const change = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    const next = { ...form, [name]: value };
    // A new state brings its time zone, unless staff chose one other than the old state's (or the default).
    if (name === "state" && form.time_zone === (stateTimeZone(form.state) ?? EMPTY_FORM.time_zone))
      next.time_zone = stateTimeZone(value as string) ?? form.time_zone;
    setForm(next);
    // A field already marked wrong is checked again as it is corrected.
    if (errors[name]) setChecked({ ...checked, [name]: fieldError(next, name) });
  };
  const blur = (name: keyof FormValues) => setChecked({ ...checked, [name]: fieldError(form, name) });

  return (
    <form
      className="project-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const found = formErrors(form);
        setChecked(Object.fromEntries(Object.keys(form).map((name) => [name, found[name]])));
        if (Object.values(found).some(Boolean)) {
          const first = Object.keys(form).find((name) => found[name]);
          event.currentTarget.querySelector<HTMLElement>(`[name="${first}"], #project-${first}`)?.focus();
          return;
        }
        onSave(form);
      }}
    >
      <div className="project-form__grid">
        {FIELDS.map((field) =>
          field.options ? (
            <SelectField
              key={field.name}
              id={`project-${field.name}`}
              label={field.label}
              value={form[field.name]}
              options={field.options}
              error={errors[field.name]}
              onChange={(value) => change(field.name, value)}
              onBlur={() => blur(field.name)}
            />
          ) : (
            <TextField
              key={field.name}
              id={`project-${field.name}`}
              name={field.name}
              label={field.label}
              type={field.type ?? "text"}
              hint={field.hint}
              required={field.required}
              value={form[field.name]}
              error={errors[field.name]}
              onChange={(value) => change(field.name, value)}
              onBlur={() => blur(field.name)}
            />
          ),
        )}
      </div>
      <Divisions
        value={form.divisions}
        error={errors.divisions}
        onChange={(divisions) => change("divisions", divisions)}
      />
      <Bonds value={form.bonds} error={errors.bonds} onChange={(bonds) => change("bonds", bonds)} />
      <label className="check">
        <input
          type="checkbox"
          checked={form.featured}
          onChange={(event) => change("featured", event.currentTarget.checked)}
        />
        Featured on the board
      </label>
      <div className="project-form__actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? "Saving…" : saveLabel}
        </button>
      </div>
    </form>
  );
}
