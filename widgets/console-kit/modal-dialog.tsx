// A modal <dialog> (the platform's: focus moved in and kept there, Escape closes it, focus returned to
// the opener; https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element).
// Shown while `open`; `onClose` hears Escape and the Cancel button.
import { type ReactNode, useEffect, useRef, useState } from "react";

let count = 0;

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
  const ref = useRef<HTMLDialogElement>(null);
  // A counter, not React's useId: that hook would add bytes to the shared core chunk every widget loads.
  const [titleId] = useState(() => `dialog-${++count}`);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
