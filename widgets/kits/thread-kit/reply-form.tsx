// Writing to an order's thread, for either side: the text and an optional PDF. What is typed stays
// until the message is sent; the server's refusal shows beside its field (400) or above the form.
import { useRef, useState } from "react";

export type ReplyState = {
  busy: boolean;
  /** A refusal that belongs to no field (the order is gone, the network failed). */
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
};

export function ReplyForm({
  state,
  label,
  submit,
  onSend,
}: {
  state: ReplyState;
  /** The text box's label: "Reply", "Your message". */
  label: string;
  /** The button's words: "Send to the customer". */
  submit: string;
  /** Sends the multipart body (`body`, and `attachment` when a file is chosen); true once it went. */
  onSend: (form: FormData) => Promise<boolean>;
}) {
  const [body, setBody] = useState("");
  const attachment = useRef<HTMLInputElement>(null);
  const bodyError = state.fieldErrors.body?.[0];
  const fileError = state.fieldErrors.attachment?.[0];

  // The body is read from the form itself: what is in the box now, even before a re-render caught up.
  const send = async (formElement: HTMLFormElement) => {
    if (state.busy) return;
    const form = new FormData(formElement);
    const file = form.get("attachment");
    if (!(file instanceof File) || !file.size) form.delete("attachment");
    if (await onSend(form)) {
      setBody("");
      if (attachment.current) attachment.current.value = "";
    }
  };

  return (
    <form
      className="reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
    >
      {state.message && (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      )}
      <div className="field">
        <label htmlFor="reply-body">{label}</label>
        <textarea
          id="reply-body"
          name="body"
          rows={4}
          value={body}
          required
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? "reply-body-error" : undefined}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        {bodyError && (
          <p className="error" id="reply-body-error">
            {bodyError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="reply-attachment">Attach a PDF (optional)</label>
        <input
          ref={attachment}
          id="reply-attachment"
          name="attachment"
          type="file"
          accept=".pdf,application/pdf"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? "reply-attachment-error" : undefined}
        />
        {fileError && (
          <p className="error" id="reply-attachment-error">
            {fileError}
          </p>
        )}
      </div>
      <button type="submit" className="button" aria-disabled={state.busy || undefined}>
        {state.busy ? "Sending…" : submit}
      </button>
    </form>
  );
}
