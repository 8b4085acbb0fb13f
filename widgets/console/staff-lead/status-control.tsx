// The lead's status and the moves it offers. Spam asks why; won and lost are confirmed first (they
// close the lead); the others move at once. `from` is the status shown, so another's change meanwhile
// is refused (409) rather than overwritten.
import { useRef, useState } from "react";
import { leadStatusLabel, nextStatuses, type LeadStatus } from "../../../contract/choices/lead-statuses.ts";
import type { LeadDetail } from "../../../contract/staff/leads.ts";
import { StatusBadge } from "../../kits/lead-kit/lead-format.tsx";
import type { Change } from "../../kits/console-kit/record-change.ts";
import { described, FieldError } from "../../kits/console-kit/field-error.tsx";

const CONFIRMED: LeadStatus[] = ["won", "lost", "spam"];

export function StatusControl({ lead, change }: { lead: LeadDetail; change: Change }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [asked, setAsked] = useState<LeadStatus | undefined>();
  const [reason, setReason] = useState("");
  const moves = nextStatuses(lead.status);

  const move = async (status: LeadStatus) => {
    const sent = await change.send("status", { from: lead.status, status, ...(status === "spam" ? { reason } : {}) });
    // A refusal stays in the dialog, beside the reason or above its buttons, with what was typed.
    if (!sent) return;
    dialog.current?.close();
    setReason("");
  };
  const ask = (status: LeadStatus) => {
    if (!CONFIRMED.includes(status)) return void move(status);
    setAsked(status);
    dialog.current?.showModal();
  };
  const reasonError = change.fieldErrors.reason?.[0];

  return (
    <section className="panel" aria-labelledby="status-heading">
      <h2 id="status-heading">Status</h2>
      <p>
        <StatusBadge status={lead.status} />
        {lead.status_reason && <span className="muted"> Reason: {lead.status_reason}</span>}
      </p>
      {moves.length ? (
        <div className="actions" role="group" aria-label="Move this lead to">
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              className="button secondary"
              disabled={change.busy}
              onClick={() => ask(status)}
            >
              {["new", "contacted"].includes(status) && ["won", "lost", "spam"].includes(lead.status)
                ? "Reopen as "
                : "Mark "}
              {leadStatusLabel(status).toLowerCase()}
            </button>
          ))}
        </div>
      ) : (
        <p className="muted">Blog replies are approved or rejected on the Replies screen.</p>
      )}
      {change.message && !asked && (
        <p className="notice notice--error" role="alert">
          {change.message}
        </p>
      )}
      <dialog ref={dialog} aria-labelledby="status-dialog-heading" onClose={() => setAsked(undefined)}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if (asked) void move(asked);
          }}
        >
          <h2 id="status-dialog-heading">
            Mark {lead.reference} as {asked && leadStatusLabel(asked).toLowerCase()}?
          </h2>
          {asked === "spam" ? (
            <div className="field">
              <label htmlFor="spam-reason">Why is it spam?</label>
              <textarea
                id="spam-reason"
                required
                maxLength={300}
                value={reason}
                {...described("spam-reason-error", reasonError)}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              <FieldError id="spam-reason-error" message={reasonError} />
            </div>
          ) : (
            <p>This closes the lead. You can reopen it later; the change is logged.</p>
          )}
          {change.message && asked && !reasonError && (
            <p className="error" role="alert">
              {change.message}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button" disabled={change.busy}>
              Mark {asked && leadStatusLabel(asked).toLowerCase()}
            </button>
            <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
