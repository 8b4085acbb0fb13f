// A modal <dialog> opened while `open` is true: the platform traps focus, reports Escape (to
// `onClose`) and gives focus back to the button that opened it (HTML's dialog focusing steps).
import { type ReactNode, useEffect, useRef, useState } from "react";

let count = 0;

export function Modal({
  open,
  labelledBy,
  onClose,
  children,
}: {
  open: boolean;
  /** The id of the dialog's heading. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      // Escape: the screen decides (it closes by turning `open` off). Not the "close" event, which also
      // fires when `open` turns off, so a screen that reloads its data would lose its dialog.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}

/** A Modal with its own heading, `title`. */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  // A counter, not React's useId: that hook would add bytes to the shared core chunk every widget loads.
  const [titleId] = useState(() => `dialog-${++count}`);
  return (
    <Modal open={open} labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Modal>
  );
}

/** Asks before a change that is hard to take back: what it does, Cancel (focused first) or the action. */
export function ConfirmDialog({
  question,
  explanation,
  action,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  /** Nothing to confirm when undefined: the dialog is closed. */
  question?: string;
  explanation?: string;
  action: string;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={question !== undefined} labelledBy="confirm-heading" onClose={onCancel}>
      <h2 id="confirm-heading">{question}</h2>
      {explanation && <p>{explanation}</p>}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => busy || onConfirm()}>
          {busy ? "Saving…" : action}
        </button>
      </div>
    </Modal>
  );
}
