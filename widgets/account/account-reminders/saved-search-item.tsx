// One saved search: its name and filters in words, the way back to the board, and its controls. Each
// change is saved at once (PATCH) and said beside the search; a refused name stays in its field.
import { type FormEvent, useState } from "react";
import {
  REMINDERS_API,
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearch,
  type SavedSearchChange,
  SavedSearchChangeSchema,
} from "../../../contract/account/reminders.ts";
import { accountSend } from "../../kits/account-page-kit/account-api.ts";
import { formatDay } from "../../kits/account-page-kit/format.ts";
import { explain } from "../../kits/account-kit/session.ts";
import { ApiError } from "../../kits/core/api.ts";
import { validate } from "../../kits/checks/validate.ts";
import { described, FieldError } from "../../kits/console-kit/field-error.tsx";

type Props = {
  site: string;
  search: SavedSearch;
  onChanged: (search: SavedSearch) => void;
  onDelete: () => void;
};

export function SavedSearchItem({ site, search, onChanged, onDelete }: Props) {
  const [said, setSaid] = useState<{ done?: string; problem?: string }>({});
  const [busy, setBusy] = useState(false);
  // The frequency chosen and being saved, shown meanwhile (the search's own once the answer comes).
  const [frequency, setFrequency] = useState<SavedSearch["frequency"]>();
  // The rename field's text while it is open (undefined: closed), and what is wrong with it.
  const [name, setName] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const id = `search-${search.id}`;

  async function change(body: SavedSearchChange, done: string) {
    if (busy) return false;
    setBusy(true);
    setSaid({});
    try {
      onChanged(await accountSend<SavedSearch>(site, REMINDERS_API.savedSearch(search.id), { method: "PATCH", body }));
      setSaid({ done });
      return true;
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.name?.[0] : undefined;
      if (field) setNameError(field);
      else setSaid({ problem: `Not saved: ${explain(error)}` });
      return false;
    } finally {
      setBusy(false);
      setFrequency(undefined);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    // The field as it stands, not as last rendered: Enter may come before the last key's render.
    const typed = String(new FormData(event.currentTarget as HTMLFormElement).get("name") ?? "");
    const problem = validate(SavedSearchChangeSchema, { name: typed }).name?.[0];
    setNameError(problem);
    if (problem) return;
    if (await change({ name: typed.trim() }, "Renamed.")) setName(undefined);
  }

  return (
    <li className="item" aria-labelledby={`${id}-name`}>
      <div className="item__head">
        <h4 className="item__title" id={`${id}-name`}>
          {search.name}
        </h4>
        {search.paused && <span className="badge">Paused</span>}
      </div>
      <p className="in-words">{search.summary || "All projects"}</p>
      <p className="muted">
        {search.last_sent_at ? `Last e-mail ${formatDay(search.last_sent_at)}. ` : "No e-mail sent yet. "}
        <a href={`${site}/Projects/?${search.query}`}>
          Show on the board<span className="visually-hidden">: {search.name}</span>
        </a>
      </p>
      {name !== undefined ? (
        <form className="rename" onSubmit={rename} noValidate>
          <div className="field">
            <label htmlFor={`${id}-rename`}>New name</label>
            <input
              id={`${id}-rename`}
              name="name"
              value={name}
              maxLength={120}
              {...described(`${id}-rename-error`, nameError)}
              onChange={(event) => setName(event.currentTarget.value)}
              autoFocus
            />
            <FieldError id={`${id}-rename-error`} message={nameError} />
          </div>
          <div className="row">
            <button type="submit" className="button--small" aria-disabled={busy || undefined}>
              {busy ? "Saving…" : "Save name"}
            </button>
            <button type="button" className="button--small secondary" onClick={() => setName(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="row controls">
          <label className="frequency">
            E-mail me<span className="visually-hidden"> for {search.name}</span>
            <select
              value={frequency ?? search.frequency}
              aria-disabled={busy || undefined}
              onChange={(event) => {
                // While another change is saving, the choice is not taken (and the select shows the saved one).
                if (busy) return;
                const chosen = event.currentTarget.value as SavedSearch["frequency"];
                const label = SAVED_SEARCH_FREQUENCIES.find((f) => f.value === chosen)!.label;
                setFrequency(chosen);
                void change({ frequency: chosen }, `Saved: ${label.toLowerCase()}.`);
              }}
            >
              {SAVED_SEARCH_FREQUENCIES.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button--small secondary"
            aria-disabled={busy || undefined}
            onClick={() =>
              change(
                { paused: !search.paused },
                search.paused ? "Resumed: e-mails start again." : "Paused: no e-mails until you resume it.",
              )
            }
          >
            {search.paused ? "Resume" : "Pause"}
            <span className="visually-hidden"> {search.name}</span>
          </button>
          <button
            type="button"
            className="button--small secondary"
            onClick={() => {
              setNameError(undefined);
              setName(search.name);
            }}
          >
            Rename<span className="visually-hidden"> {search.name}</span>
          </button>
          <button type="button" className="button--small danger" onClick={onDelete}>
            Delete<span className="visually-hidden"> {search.name}</span>
          </button>
        </div>
      )}
      <p className={said.problem ? "error" : "done"} role="status">
        {said.problem ?? said.done}
      </p>
    </li>
  );
}
