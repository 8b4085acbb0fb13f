// Drive (/account/drive/): every file the customer owns here, to download: the take-off files of each
// delivered order, and the PDFs they sent with quote requests made while signed in.
import { type Drive, orderFilePath, quoteFilePath } from "../../../contract/account/drive.ts";
import { accountGet } from "../../kits/account-page-kit/account-api.ts";
import { Loaded } from "../../kits/account-page-kit/loaded.tsx";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import tableCss from "../../kits/account-page-kit/table.css?inline";
import { explain } from "../../kits/account-kit/session.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { FileGroup } from "./file-group.tsx";
import css from "./styles.css?inline";
import { orderTitle } from "../../kits/account-page-kit/format.ts";

export function AccountDrive({ options }: WidgetProps) {
  const site = options.api;
  const loaded = useFetchState(() => accountGet<Drive>(site, "/reactapp/account/drive/"), [site], { explain });
  return (
    <Loaded fetched={loaded} loading="Loading your files…">
      {(drive) =>
        drive.orders.length || drive.quotes.length ? <Files site={site} drive={drive} /> : <Empty site={site} />
      }
    </Loaded>
  );
}

function Empty({ site }: { site: string }) {
  return (
    <div className="notice">
      <h2>Nothing here yet</h2>
      <p>
        When we deliver a take-off you bought, its spreadsheets and marked-up PDFs appear here to download. The PDFs you
        attach to a quote request while signed in are kept here too.
      </p>
      <p className="actions">
        <a className="button" href={`${site}/Projects/`}>
          Browse project leads
        </a>
        <a className="button secondary" href={`${site}/quote/`}>
          Request a quote
        </a>
      </p>
    </div>
  );
}

function Files({ site, drive }: { site: string; drive: Drive }) {
  return (
    <>
      <section aria-labelledby="drive-orders">
        <h2 id="drive-orders">Take-off files</h2>
        {drive.orders.length ? (
          drive.orders.map((order) => (
            <FileGroup
              key={order.id}
              title={orderTitle(order)}
              date={order.created_at}
              files={order.files}
              href={(file) => site + orderFilePath(order.id, file)}
            />
          ))
        ) : (
          <p className="muted">No delivered order yet: the files of a take-off appear here once we deliver it.</p>
        )}
      </section>
      <section aria-labelledby="drive-quotes">
        <h2 id="drive-quotes">Files you sent with quote requests</h2>
        {drive.quotes.length ? (
          drive.quotes.map((quote) => (
            <FileGroup
              key={quote.reference}
              title={`Quote request ${quote.reference}`}
              date={quote.created_at}
              files={quote.files}
              href={(file) => site + quoteFilePath(file)}
            />
          ))
        ) : (
          <p className="muted">
            None yet. PDFs you attach to a <a href={`${site}/quote/`}>quote request</a> while signed in appear here.
          </p>
        )}
      </section>
    </>
  );
}

export default { component: AccountDrive, css: uiCss + screenCss + tableCss + css } satisfies Widget;
