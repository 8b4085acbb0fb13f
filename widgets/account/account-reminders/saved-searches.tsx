// Saved searches: the board's filters kept under a name, each with its e-mails (a daily digest or one
// per new project), paused, renamed or deleted here. Deleting asks first, in a <dialog>.
import { useState } from "react";
import { REMINDERS_API, type SavedSearch } from "../../../contract/account/reminders.ts";
import { accountSend } from "../../kits/account-page-kit/account-api.ts";
import { explain } from "../../kits/account-kit/session.ts";
import { ConfirmDialog } from "../../kits/console-kit/modal.tsx";
import { SavedSearchItem } from "./saved-search-item.tsx";

export function SavedSearchList({ site, initial }: { site: string; initial: SavedSearch[] }) {
  const [searches, setSearches] = useState(initial);
  const [deleting, setDeleting] = useState<SavedSearch>();
  const [state, setState] = useState<{ busy?: boolean; problem?: string }>({});
  const [outcome, setOutcome] = useState("");

  const replace = (changed: SavedSearch) =>
    setSearches((all) => all.map((search) => (search.id === changed.id ? changed : search)));

  async function remove() {
    if (!deleting || state.busy) return;
    setState({ busy: true });
    try {
      await accountSend(site, REMINDERS_API.savedSearch(deleting.id), { method: "DELETE" });
      setSearches((all) => all.filter((search) => search.id !== deleting.id));
      setOutcome(`Deleted “${deleting.name}”: it sends nothing more.`);
      setDeleting(undefined);
      setState({});
    } catch (error) {
      setState({ problem: explain(error) });
    }
  }

  return (
    <section className="group" aria-labelledby="saved-searches-title">
      <h3 id="saved-searches-title">Saved searches</h3>
      <p className="done" role="status">
        {outcome}
      </p>
      {searches.length ? (
        <ul className="items">
          {searches.map((search) => (
            <SavedSearchItem
              key={search.id}
              site={site}
              search={search}
              onChanged={replace}
              onDelete={() => {
                setOutcome("");
                setState({});
                setDeleting(search);
              }}
            />
          ))}
        </ul>
      ) : (
        <div className="empty">
          <p>
            <strong>No saved searches yet.</strong> On the project board, set the filters you want, then press “Save
            this search”: we e-mail you the new projects that match, daily or as they are published.
          </p>
          <a className="button secondary" href={`${site}/Projects/`}>
            Go to the project board
          </a>
        </div>
      )}
      <ConfirmDialog
        question={deleting && `Delete “${deleting.name}”?`}
        explanation="Its e-mails stop. The projects stay on the board; you can save the search again at any time."
        action="Delete"
        busy={!!state.busy}
        error={state.problem}
        onConfirm={remove}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}
