// Confirming a sign-in: the code from the authenticator app, or one of the recovery codes instead.
import { useState } from "react";
import { TextField } from "../../kits/console-kit/text-field.tsx";
import { useCodeForm } from "./use-code-form.ts";

const BASE = "/reactapp/staff/second-factor";

export function Verify({ api, username, done }: { api: string; username: string; done: () => void }) {
  const [recovery, setRecovery] = useState(false);
  return recovery ? (
    <CodeForm
      key="recovery"
      api={api}
      path={`${BASE}/recover/`}
      field="recovery_code"
      heading="Use a recovery code"
      intro={`Signed in as ${username}. Enter one of the recovery codes you saved; each works once.`}
      label="Recovery code"
      hint="10 letters and digits, as saved (the dash is optional)."
      inputProps={{ autoComplete: "off", spellCheck: false, autoCapitalize: "none" }}
      switchLabel="Use the code from my app instead"
      onSwitch={() => setRecovery(false)}
      done={done}
    />
  ) : (
    <CodeForm
      key="app"
      api={api}
      path={`${BASE}/verify/`}
      field="code"
      heading="Enter your sign-in code"
      intro={`Signed in as ${username}. Open your authenticator app and enter the 6-digit code for QTO Solutions.`}
      label="6-digit code"
      inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: 7 }}
      switchLabel="Use a recovery code instead"
      onSwitch={() => setRecovery(true)}
      done={done}
    />
  );
}

function CodeForm({
  api,
  path,
  field,
  heading,
  intro,
  label,
  hint,
  inputProps,
  switchLabel,
  onSwitch,
  done,
}: {
  api: string;
  path: string;
  field: string;
  heading: string;
  intro: string;
  label: string;
  hint?: string;
  inputProps: Record<string, unknown>;
  switchLabel: string;
  onSwitch: () => void;
  done: () => void;
}) {
  const form = useCodeForm(api, path, field, done);
  return (
    <form className="panel sign-in" noValidate onSubmit={form.submit} aria-labelledby="verify-heading">
      <h2 id="verify-heading">{heading}</h2>
      <p>{intro}</p>
      {form.formError && (
        <p className="notice notice--error" role="alert">
          {form.formError}
        </p>
      )}
      <TextField
        id={`verify-${field}`}
        label={label}
        hint={hint}
        error={form.error}
        value={form.value}
        onChange={form.setValue}
        autoFocus
        {...inputProps}
      />
      <div className="sign-in__actions">
        <button type="submit" className="button" aria-disabled={form.sending || undefined}>
          {form.sending ? "Checking…" : "Confirm"}
        </button>
        <button type="button" className="button secondary" onClick={onSwitch}>
          {switchLabel}
        </button>
      </div>
    </form>
  );
}
