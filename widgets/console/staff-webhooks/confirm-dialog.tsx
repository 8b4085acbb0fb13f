// A modal confirmation for what cannot be undone (deleting an endpoint, rotating its secret): the
// platform's <dialog> with showModal(), which traps focus and closes on Escape.
// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
import { useEffect, useRef } from "react";

export function ConfirmDialog({
  title,
  message,
  confirm,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  /** The confirming button's words ("Delete endpoint"). */
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby="confirm-title" onCancel={onCancel}>
      <h3 id="confirm-title">{title}</h3>
      <p>{message}</p>
      <div className="row-actions">
        <button type="button" className="button danger" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
