// The dialog asking for the saved search's name and e-mails: a modal <dialog> (the platform traps focus,
// reports Escape and gives focus back to the button that opened it), each problem beside its field.
import { type FormEvent, useEffect, useRef } from "react";
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from "../../../contract/account/reminders.ts";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";

/** What the visitor has typed and chosen so far. */
export type Draft = { name: string; frequency: SavedSearchFrequency };

const HINTS: Record<Draft["frequency"], string> = {
  daily: "One e-mail a day listing the new projects that match; none on a day when nothing matched.",
  instant: "An e-mail as soon as each new matching project is published.",
};

type Props = {
  open: boolean;
  draft: Draft;
  errors: FieldErrors;
  /** What went wrong that no field can fix (the server, the connection, too many filters). */
  problem?: string;
  busy: boolean;
  onChange: (change: Partial<Draft>) => void;
  onSave: (draft: Draft) => void;
  onClose: () => void;
};

export function SaveSearchDialog({ open, draft, errors, problem, busy, onChange, onSave, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal?.();
    if (!open && element?.open) element.close();
  }, [open]);
  const nameError = errors.name?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form as it stands, not as last rendered: Enter may come before the last key's render.
    const form = new FormData(event.currentTarget as HTMLFormElement);
    onSave({ name: String(form.get("name") ?? ""), frequency: form.get("frequency") as Draft["frequency"] });
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby="save-search-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <form onSubmit={submit} noValidate>
          <h2 id="save-search-title">Save this search</h2>
          <p className="hint">We keep the board’s current filters and e-mail you new projects that match them.</p>
          <div className="field">
            <label htmlFor="save-search-name">Name</label>
            <input
              id="save-search-name"
              name="name"
              value={draft.name}
              maxLength={120}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "save-search-name-error" : undefined}
              onChange={(event) => onChange({ name: event.currentTarget.value })}
            />
            {nameError && (
              <p className="error" id="save-search-name-error">
                {nameError}
              </p>
            )}
          </div>
          <fieldset aria-describedby={errors.frequency ? "save-search-frequency-error" : undefined}>
            <legend>E-mail me</legend>
            {SAVED_SEARCH_FREQUENCIES.map(({ value, label }) => (
              <label className="choice" key={value}>
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  checked={draft.frequency === value}
                  onChange={() => onChange({ frequency: value })}
                />
                <span>
                  {label}
                  <span className="hint">{HINTS[value]}</span>
                </span>
              </label>
            ))}
            {errors.frequency && (
              <p className="error" id="save-search-frequency-error">
                {errors.frequency[0]}
              </p>
            )}
          </fieldset>
          {problem && (
            <p className="problem" role="alert">
              {problem}
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" aria-disabled={busy || undefined}>
              {busy ? "Saving…" : "Save search"}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
