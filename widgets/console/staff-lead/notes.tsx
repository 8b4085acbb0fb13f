// The lead's internal notes: a thread, oldest first, with author and time; notes are only ever added.
import { useState } from "react";
import type { LeadDetail } from "../../../contract/staff/leads.ts";
import { formatTime } from "../../kits/lead-kit/lead-format.tsx";
import type { Change } from "../../kits/console-kit/record-change.ts";
import { FieldError } from "../../kits/console-kit/field-error.tsx";

export function Notes({ lead, change }: { lead: LeadDetail; change: Change }) {
  const [body, setBody] = useState("");
  const error = change.fieldErrors.body?.[0];
  return (
    <section className="panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      {lead.notes.length ? (
        <ol className="thread">
          {lead.notes.map((note) => (
            <li key={note.id}>
              <p className="muted">
                <strong>{note.author}</strong> · <time dateTime={note.created_at}>{formatTime(note.created_at)}</time>
              </p>
              <p className="note-body">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet. Notes are internal: the visitor never sees them.</p>
      )}
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (await change.send("notes", { body })) setBody("");
        }}
      >
        <div className="field">
          <label htmlFor="note-body">Add a note</label>
          <textarea
            id="note-body"
            rows={3}
            maxLength={5000}
            value={body}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "note-body-error" : "note-body-hint"}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          {error ? (
            <FieldError id="note-body-error" message={error} />
          ) : (
            <p className="hint" id="note-body-hint">
              A note cannot be edited or deleted once added.
            </p>
          )}
        </div>
        {change.message && !error && (
          <p className="notice notice--error" role="alert">
            {change.message}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button" disabled={change.busy}>
            Add note
          </button>
        </div>
      </form>
    </section>
  );
}
