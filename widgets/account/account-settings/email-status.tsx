// The account's address and whether it is verified (alerts and reminders go only to a verified one),
// with the verification link sent again on request.
import { useState } from "react";
import type { Profile } from "../../../contract/account/account.ts";
import { accountSend } from "../../kits/account-page-kit/account-api.ts";
import { explain } from "../../kits/account-kit/session.ts";

export function EmailStatus({ site, profile }: { site: string; profile: Profile }) {
  const [state, setState] = useState<{ busy?: boolean; said?: string; problem?: string }>({});
  async function resend() {
    if (state.busy) return;
    setState({ busy: true });
    try {
      const answer = await accountSend<{ detail: string }>(site, "/reactapp/account/verify/", { method: "POST" });
      setState({ said: answer.detail });
    } catch (error) {
      setState({ problem: explain(error) });
    }
  }
  return (
    <section className="panel" aria-labelledby="email-title">
      <h3 id="email-title">Your e-mail address</h3>
      <p>
        <strong>{profile.email}</strong>{" "}
        <span className={profile.email_verified ? "badge badge--ok" : "badge"}>
          {profile.email_verified ? "Verified" : "Not verified yet"}
        </span>
      </p>
      {!profile.email_verified && (
        <>
          <p className="muted">
            Alerts and reminders go only to a verified address. Open the link we e-mailed you when you registered, or
            ask for a new one.
          </p>
          <button type="button" className="button secondary" aria-disabled={state.busy || undefined} onClick={resend}>
            {state.busy ? "Sending…" : "E-mail me a new link"}
          </button>
        </>
      )}
      <p className="done" role="status">
        {state.said}
      </p>
      {state.problem && (
        <p className="error" role="alert">
          {state.problem}
        </p>
      )}
    </section>
  );
}
