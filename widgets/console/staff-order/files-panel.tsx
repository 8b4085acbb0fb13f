// The take-off files delivered with the order: each downloadable, removable (after asking, by an
// administrator) until the order is delivered or cancelled, and an upload for more (Excel, CSV or PDF,
// checked by the server).
import { useRef, useState } from "react";
import { DELIVERABLES, type OrderDetail, type OrderFile } from "../../../contract/staff/orders.ts";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { formatFileSize } from "../../../contract/file-size.ts";
import type { Change } from "../../kits/console-kit/record-change.ts";
import { described, FieldError } from "../../kits/console-kit/field-error.tsx";

type Props = { order: OrderDetail; change: Change; mayRemove: boolean };

export function FilesPanel({ order, change, mayRemove }: Props) {
  const [removing, setRemoving] = useState<OrderFile>();
  const input = useRef<HTMLInputElement>(null);
  const open = order.status === "placed" || order.status === "in_progress";
  const error = change.fieldErrors.file?.[0];

  const send = async () => {
    const file = input.current?.files?.[0];
    if (!file) {
      input.current?.focus();
      return;
    }
    const body = new FormData();
    body.append("file", file);
    if ((await change.send("files/", body)) && input.current) input.current.value = "";
  };

  return (
    <section className="panel" aria-labelledby="files-heading">
      <h2 id="files-heading">Take-off files</h2>
      {order.files.length ? (
        <ul className="files">
          {order.files.map((file) => (
            <li key={file.id}>
              <a href={`/reactapp/staff/orders/${order.id}/files/${file.id}/`} download>
                {file.name}
              </a>{" "}
              <span className="muted">
                {file.kind.toUpperCase()}, {formatFileSize(file.size)}
              </span>
              {open && mayRemove && (
                <button
                  type="button"
                  className="button secondary button--small"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setRemoving(file)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No files yet.</p>
      )}
      {open && !mayRemove && order.files.length > 0 && (
        <p className="muted">Only an administrator can remove a file.</p>
      )}
      {change.message && !removing && (
        <p className="notice notice--error" role="alert">
          {change.message}
        </p>
      )}
      {open && (
        <form
          className="upload"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="field">
            <label htmlFor="deliverable">Add a file (Excel, CSV or PDF, up to 100 MB)</label>
            <input
              ref={input}
              id="deliverable"
              type="file"
              accept={DELIVERABLES.accept}
              {...described("deliverable-error", error)}
            />
            <FieldError id="deliverable-error" message={error} />
          </div>
          <button type="submit" className="button" aria-disabled={change.busy || undefined}>
            {change.busy ? "Uploading…" : "Upload"}
          </button>
        </form>
      )}
      <ConfirmDialog
        question={removing && `Remove ${removing.name}?`}
        explanation="The file is deleted from the order. Upload it again if you need it back."
        action="Remove"
        busy={change.busy}
        error={change.message}
        onConfirm={async () => {
          if (removing && (await change.send(`files/${removing.id}/`, {}, "DELETE"))) setRemoving(undefined);
        }}
        onCancel={() => (setRemoving(undefined), change.clear())}
      />
    </section>
  );
}
