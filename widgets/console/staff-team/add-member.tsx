// Adding a staff member: username, e-mail, role and a password, typed or left empty for a temporary one
// that is shown here once to hand over. What was typed stays after a refusal, each message beside its field.
import { type FormEvent, useRef, useState } from "react";
import type { AddedMember } from "../../../contract/staff/team.ts";
import { callProblems, type CallProblems } from "../../kits/console-kit/call-error.ts";
import { Modal } from "../../kits/console-kit/modal.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";
import { SelectField } from "../../kits/console-kit/select-field.tsx";
import { TextField } from "../../kits/console-kit/text-field.tsx";

const EMPTY = { username: "", email: "", role: "staff", password: "" };
const ROLES = [
  { value: "staff", label: "Staff" },
  { value: "admin", label: "Admin" },
];

export function AddMember({ api, onAdded }: { api: string; onAdded: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  // What was typed last, sent at submit: Preact renders a beat after the last key.
  const latest = useRef(EMPTY);
  const [problems, setProblems] = useState<CallProblems>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<AddedMember>();
  const set = (name: keyof typeof EMPTY) => (value: string) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  };

  const close = () => {
    setOpen(false);
    setAdded(undefined);
    setProblems({ fields: {} });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const answer = await staffRequest<AddedMember>(`${api}/reactapp/staff/team/`, {
        method: "POST",
        body: latest.current,
      });
      latest.current = EMPTY;
      setValues(EMPTY);
      setProblems({ fields: {} });
      onAdded(`${answer.member.username} was added as ${answer.member.role}.`);
      if (answer.temporary_password) setAdded(answer);
      else close();
    } catch (error) {
      setProblems(callProblems(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Add a staff member
      </button>
      <Modal open={open} labelledBy="add-heading" onClose={close}>
        {added ? (
          <div>
            <h2 id="add-heading">{added.member.username} was added</h2>
            <p>Hand over this temporary password now: it is not shown again.</p>
            <p>
              <code className="secret">{added.temporary_password}</code>
            </p>
            <p className="muted">At their first sign-in they set up their authenticator app.</p>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={close} autoFocus>
                Done
              </button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-labelledby="add-heading" className="add-member">
            <h2 id="add-heading">Add a staff member</h2>
            {problems.form && (
              <p className="notice notice--error" role="alert">
                {problems.form}
              </p>
            )}
            <TextField
              id="add-username"
              label="Username"
              required
              autoComplete="off"
              value={values.username}
              onChange={set("username")}
              error={problems.fields.username}
            />
            <TextField
              id="add-email"
              label="E-mail"
              type="email"
              required
              autoComplete="off"
              value={values.email}
              onChange={set("email")}
              error={problems.fields.email}
            />
            <SelectField
              id="add-role"
              label="Role"
              value={values.role}
              options={ROLES}
              onChange={set("role")}
              error={problems.fields.role}
            />
            <TextField
              id="add-password"
              label="Password (optional)"
              type="password"
              autoComplete="new-password"
              hint="Leave empty for a temporary password, shown once."
              value={values.password}
              onChange={set("password")}
              error={problems.fields.password}
            />
            <div className="dialog__actions">
              <button type="button" className="button secondary" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="button" aria-disabled={busy || undefined}>
                {busy ? "Adding…" : "Add"}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
