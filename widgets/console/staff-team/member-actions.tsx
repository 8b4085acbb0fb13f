// One member's actions on the team screen, each confirmed in a dialog: make admin or staff, disable or
// enable, reset the second factor or the password (a temporary one, shown once in the screen's news).
// The server refuses an admin locking themselves out and says why.
import { useState } from "react";
import type { PasswordReset, TeamMember } from "../../../contract/staff/team.ts";
import { callProblems } from "../../kits/console-kit/call-error.ts";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";

type Action = {
  label: string;
  question: string;
  explanation: string;
  method: "PUT" | "POST";
  path: string;
  body?: object;
  /** What the screen says once done, from the server's answer when it holds news. */
  done: string | ((answer: unknown) => string);
};

function actionsFor(m: TeamMember, self: boolean): Action[] {
  const base = `/reactapp/staff/team/${m.id}`;
  const promote = m.role !== "admin";
  // Not on one's own row: what would lock the admin out, and what their settings do for them.
  const all: Array<Action & { locksOut?: boolean; othersOnly?: boolean }> = [
    {
      locksOut: !promote,
      label: promote ? "Make admin" : "Make staff",
      question: promote ? `Make ${m.username} an admin?` : `Make ${m.username} staff?`,
      explanation: promote
        ? "Admins manage the team, webhooks and read the audit log."
        : "They keep the console but lose the admin screens.",
      method: "PUT",
      path: `${base}/role/`,
      body: { role: promote ? "admin" : "staff" },
      done: `${m.username} is now ${promote ? "an admin" : "staff"}.`,
    },
    m.disabled
      ? {
          label: "Enable",
          question: `Enable ${m.username}?`,
          explanation: "They can sign in again with their password and second factor.",
          method: "POST",
          path: `${base}/enable/`,
          done: `${m.username} can sign in again.`,
        }
      : {
          locksOut: true,
          label: "Disable",
          question: `Disable ${m.username}?`,
          explanation: "They are signed out everywhere at once and cannot sign in until enabled again.",
          method: "POST",
          path: `${base}/disable/`,
          done: `${m.username} is disabled and signed out.`,
        },
    {
      label: "Reset second factor",
      question: `Reset ${m.username}'s second factor?`,
      explanation: "Their app and recovery codes stop working; they set up a new app at their next sign-in.",
      method: "POST",
      path: `${base}/second-factor/reset/`,
      done: `${m.username} will set up their second factor again at the next sign-in.`,
    },
    {
      othersOnly: true,
      label: "Reset password",
      question: `Reset ${m.username}'s password?`,
      explanation:
        "They are signed out everywhere. You get a temporary password to hand over; they choose their own at the next sign-in.",
      method: "POST",
      path: `${base}/password/reset/`,
      done: (answer) =>
        `${m.username}'s temporary password is ${(answer as PasswordReset).temporary_password} — hand it over now: it is not shown again.`,
    },
  ];
  return self ? all.filter((action) => !action.locksOut && !action.othersOnly) : all;
}

export function MemberActions({
  api,
  member,
  self,
  onChanged,
}: {
  api: string;
  member: TeamMember;
  /** The admin looking at the screen: no demoting or disabling themselves. */
  self: boolean;
  onChanged: (message: string) => void;
}) {
  const [asked, setAsked] = useState<Action>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setAsked(undefined);
    setError(undefined);
  };
  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      const answer = await staffRequest(api + asked.path, { method: asked.method, body: asked.body });
      close();
      onChanged(typeof asked.done === "string" ? asked.done : asked.done(answer));
    } catch (failure) {
      setError(callProblems(failure).form ?? "The change was refused.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="row-actions">
      {actionsFor(member, self).map((action) => (
        <button
          key={action.label}
          type="button"
          className="button secondary small"
          aria-label={`${action.label}: ${member.username}`}
          onClick={() => setAsked(action)}
        >
          {action.label}
        </button>
      ))}
      <ConfirmDialog
        question={asked?.question}
        explanation={asked?.explanation}
        action={asked?.label ?? ""}
        busy={busy}
        error={error}
        onConfirm={confirm}
        onCancel={close}
      />
    </div>
  );
}
