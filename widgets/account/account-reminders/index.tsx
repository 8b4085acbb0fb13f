// Reminders (/account/reminders/): e-mails before the bid date of each starred project (7, 3 or 1 days,
// chosen per project) and the board's searches kept under a name, each with its digest or instant
// e-mails. Alerts go only to a verified address, so an unverified one is said first, with the way to Settings.
import { type BidReminders, REMINDERS_API, type SavedSearch } from "../../../contract/account/reminders.ts";
import { accountGet } from "../../kits/account-page-kit/account-api.ts";
import { Loaded } from "../../kits/account-page-kit/loaded.tsx";
import { explain } from "../../kits/account-kit/session.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import { BidReminderList } from "./bid-reminders.tsx";
import { SavedSearchList } from "./saved-searches.tsx";
import css from "./styles.css?inline";

type Loaded = { reminders: BidReminders; searches: SavedSearch[] };

async function load(site: string): Promise<Loaded> {
  const [reminders, searches] = await Promise.all([
    accountGet<BidReminders>(site, REMINDERS_API.bidReminders),
    accountGet<{ results: SavedSearch[] }>(site, REMINDERS_API.savedSearches),
  ]);
  return { reminders, searches: searches.results };
}

export function AccountReminders({ options }: WidgetProps) {
  const site = options.api;
  const loaded = useFetchState(() => load(site), [site], { explain });
  return (
    <Loaded fetched={loaded} loading="Loading your reminders…">
      {({ reminders, searches }) => (
        <div className="reminders">
          {!reminders.verified && (
            <div className="panel panel--warning" role="note">
              <h3>Verify your address to get these e-mails</h3>
              <p>
                Reminders and alerts go only to a verified address, and <strong>{reminders.email}</strong> is not
                verified yet. Your choices below are kept and start once it is.
              </p>
              <a className="button secondary" href={`${site}/account/settings/`}>
                Verify it in Settings
              </a>
            </div>
          )}
          <BidReminderList site={site} starred={reminders.starred} />
          <SavedSearchList site={site} initial={searches} />
        </div>
      )}
    </Loaded>
  );
}

export default { component: AccountReminders, css: uiCss + screenCss + css } satisfies Widget;
