// Enrolling an authenticator app at the first sign-in: a new key as a QR code and as text, confirmed with
// one code; then the recovery codes, shown this once.
import { useState } from "react";
import type { Enrolment, RecoveryCodes } from "../../../contract/staff/second-factor.ts";
import { send } from "../../kits/account-kit/session.ts";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { TextField } from "../../kits/console-kit/text-field.tsx";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { SavedCodes } from "./recovery-codes.tsx";
import { useCodeForm } from "./use-code-form.ts";

const BASE = "/reactapp/staff/second-factor";

export function Enrol({ api, username, done }: { api: string; username: string; done: () => void }) {
  const enrolment = useFetchState(() => send<Enrolment>(api, `${BASE}/enrolment/`, { method: "POST" }), []);
  const [codes, setCodes] = useState<string[]>();
  if (codes) return <SavedCodes codes={codes} username={username} done={done} />;
  return (
    <ScreenState fetched={enrolment}>
      {(key) => <Confirm api={api} enrolment={key} onConfirmed={setCodes} />}
    </ScreenState>
  );
}

function Confirm({
  api,
  enrolment,
  onConfirmed,
}: {
  api: string;
  enrolment: Enrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const form = useCodeForm<RecoveryCodes>(api, `${BASE}/enrolment/confirm/`, "code", (answer) =>
    onConfirmed(answer.recovery_codes),
  );
  return (
    <form className="panel sign-in" noValidate onSubmit={form.submit} aria-labelledby="enrol-heading">
      <h2 id="enrol-heading">Set up your authenticator app</h2>
      <p>
        Staff confirm every sign-in with a code from an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password, Bitwarden and others).
      </p>
      <ol className="steps">
        <li>
          <p>Scan this QR code with the app:</p>
          <img
            className="qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt="QR code holding the key below"
            width={200}
            height={200}
          />
        </li>
        <li>
          <p>Or type this key into the app (time-based):</p>
          <p>
            <code className="key" aria-label={`Key: ${enrolment.key}`}>
              {enrolment.key}
            </code>
          </p>
        </li>
        <li>
          {form.formError && (
            <p className="notice notice--error" role="alert">
              {form.formError}
            </p>
          )}
          <TextField
            id="enrol-code"
            label="Enter the 6-digit code the app shows"
            error={form.error}
            value={form.value}
            onChange={form.setValue}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
        </li>
      </ol>
      <div className="sign-in__actions">
        <button type="submit" className="button" aria-disabled={form.sending || undefined}>
          {form.sending ? "Checking…" : "Confirm and continue"}
        </button>
      </div>
    </form>
  );
}
