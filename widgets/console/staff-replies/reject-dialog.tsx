// Rejecting a reply: confirmed in a dialog, with an optional reason kept beside the decision.
import { type FormEvent, useState } from "react";
import type { StaffReply } from "../../../contract/staff/replies.ts";
import { ModalDialog } from "../../kits/console-kit/modal.tsx";
import { TextField } from "../../kits/console-kit/text-field.tsx";

export function RejectDialog({
  reply,
  busy,
  error,
  onReject,
  onClose,
}: {
  reply: StaffReply | undefined;
  busy: boolean;
  error?: string;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(reason);
  };
  return (
    <ModalDialog open={reply !== undefined} title="Reject this reply?" onClose={onClose}>
      {reply && (
        <form onSubmit={submit} noValidate>
          <p>
            The reply from <strong>{reply.name}</strong> under “{reply.article.title}” will not be published. You can
            approve it later from the Rejected list.
          </p>
          <TextField
            label="Reason (optional)"
            name="reason"
            value={reason}
            onChange={setReason}
            multiline
            hint="Kept with the decision for the team; the reader is not told."
            error={error}
          />
          <p className="dialog__actions">
            <button type="button" className="button secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              Reject reply
            </button>
          </p>
        </form>
      )}
    </ModalDialog>
  );
}
