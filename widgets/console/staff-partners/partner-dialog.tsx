// Adding or editing a partner in a dialog: the server checks every field, and a refused one is
// explained beside it with what was typed kept.
import { type FormEvent, useState } from "react";
import type { Partner, PartnerInput } from "../../../contract/staff/partners.ts";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import { ModalDialog } from "../../kits/console-kit/modal.tsx";
import { TextField } from "../../kits/console-kit/text-field.tsx";

type Values = Required<PartnerInput>;
const BLANK: Values = { id: "", name: "", contact_name: "", contact_email: "", notes: "" };

export function PartnerDialog({
  editing,
  open,
  onSave,
  onClose,
}: {
  /** The partner being edited; none when adding. */
  editing?: Partner;
  open: boolean;
  /** Resolves with the field errors the server answered, or nothing when saved. */
  onSave: (values: Values) => Promise<FieldErrors | undefined>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(editing ?? BLANK);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name]?.[0],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors((await onSave(values)) ?? {});
    setBusy(false);
  };
  return (
    <ModalDialog open={open} title={editing ? `Edit ${editing.name}` : "Add a partner"} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {errors.detail && (
          <p className="error" role="alert">
            {errors.detail[0]}
          </p>
        )}
        <TextField
          label="Partner id"
          {...field("id")}
          required
          readOnly={Boolean(editing)}
          hint={
            editing
              ? "The id their pages send; it cannot change."
              : 'What their pages put in data-partner, as "acme-builders".'
          }
        />
        <TextField label="Name" {...field("name")} required />
        <TextField label="Contact name" {...field("contact_name")} />
        <TextField label="Contact e-mail" type="email" {...field("contact_email")} />
        <TextField label="Notes" {...field("notes")} multiline />
        <p className="dialog__actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {editing ? "Save changes" : "Add partner"}
          </button>
        </p>
      </form>
    </ModalDialog>
  );
}
