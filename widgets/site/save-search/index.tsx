// "Save this search" beside the project board (/Projects/): keeps the board's current filters under a
// name, with a daily digest or instant e-mails of new matching projects. Its own small widget, so the
// board's chunk does not grow. A visitor signed out goes to log in and comes back to the same search.
import { useRef, useState } from "react";
import { REMINDERS_API, type SavedSearch, SavedSearchInputSchema } from "../../../contract/account/reminders.ts";
import type { FieldErrors } from "../../../contract/schemas/errors.ts";
import { withNext } from "../../kits/account-kit/next-path.ts";
import { explain, isSignedOut, send } from "../../kits/account-kit/session.ts";
import { ApiError } from "../../kits/core/api.ts";
import { validate } from "../../kits/checks/validate.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { account } from "../../kits/stores/account.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { type Draft, SaveSearchDialog } from "./dialog.tsx";
import { boardQuery, suggestName } from "./search-query.ts";
import css from "./styles.css?inline";

export function SaveSearch({ options }: WidgetProps) {
  const site = options.api;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ name: "", frequency: "daily" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SavedSearch>();
  // The name suggested last: the name typed stays while the board's filters suggest the same.
  const namedFor = useRef<string>(undefined);

  // To log in and back to this search. Not account-page-kit's accountSend, which does the same: the
  // account pages' kit would be 1.4 KB more for the board's page to fetch (scripts/lib/widget-sizes.js).
  const toLogin = () => location.assign(site + withNext("/login/", location.pathname, location.search));

  function start() {
    if (!account.get()) return toLogin();
    const suggested = suggestName(boardQuery(location.search));
    if (namedFor.current !== suggested) {
      namedFor.current = suggested;
      setDraft((previous) => ({ ...previous, name: suggested }));
      setErrors({});
    }
    setProblem(undefined);
    setSaved(undefined);
    setOpen(true);
  }

  async function save(typed: Draft) {
    if (busy) return;
    setDraft(typed);
    const body = { ...typed, query: boardQuery(location.search) };
    const found = validate(SavedSearchInputSchema, body);
    setErrors(found);
    setProblem(found.query?.[0]);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await send<SavedSearch>(site, REMINDERS_API.savedSearches, { method: "POST", body });
      namedFor.current = undefined;
      setSaved(answer);
      setOpen(false);
    } catch (error) {
      if (isSignedOut(error)) return toLogin();
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      setProblem(fields.name || fields.frequency ? undefined : (fields.query?.[0] ?? explain(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="save-search">
      <p className="hint">Get an e-mail when new projects match these filters.</p>
      <button type="button" className="button secondary" onClick={start}>
        Save this search
      </button>
      <p className="saved" role="status">
        {saved && (
          <>
            Saved “{saved.name}”. Pause, rename or delete it in{" "}
            <a href={`${site}/account/reminders/`}>your Reminders</a>.
          </>
        )}
      </p>
      <SaveSearchDialog
        open={open}
        draft={draft}
        errors={errors}
        problem={problem}
        busy={busy}
        onChange={(change) => setDraft((previous) => ({ ...previous, ...change }))}
        onSave={save}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

export default { component: SaveSearch, css: uiCss + css } satisfies Widget;
