// The aside of every account page (/account/…): the user card (name, role label, e-mail, last login) and
// the account's menu with this page's item marked (data-current="profile"). A saved profile shows at once.
import { useEffect, useState } from "react";
import menu from "../../../contract/account/menu.json" with { type: "json" };
import type { Me } from "../../../contract/schemas/accounts.ts";
import { withNext } from "../../kits/account-kit/next-path.ts";
import { onProfileSaved } from "../../kits/account-page-kit/profile-saved.ts";
import { explain, loadMe } from "../../kits/account-kit/session.ts";
import { type MenuKey, SideMenu } from "../../kits/account-page-kit/side-menu.tsx";
import { UserCard } from "../../kits/account-page-kit/user-card.tsx";
import asideCss from "../../kits/account-page-kit/aside.css?inline";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { RetryNotice } from "../../kits/ui-kit/retry-notice.tsx";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import css from "./styles.css?inline";

/** Where the account pages put their aside above the content (layouts/account.css), not beside it. */
const NARROW = "(max-width: 55.99rem)";

export function AccountCard({ options }: WidgetProps) {
  const site = options.api;
  const loaded = useFetchState(() => loadMe(site), [site], { explain });
  const [saved, setSaved] = useState<Partial<Me>>({});
  useEffect(() => onProfileSaved((me) => setSaved((before) => ({ ...before, ...me }))), []);

  let card;
  if (loaded.state === "error") card = <RetryNotice message={loaded.message} retry={loaded.retry} />;
  else if (loaded.state === "loading")
    card = (
      <p className="muted" role="status">
        Loading your account…
      </p>
    );
  else if (!loaded.value)
    card = (
      <p>
        You are signed out.{" "}
        <a href={site + withNext("/login/", location.pathname, location.search, location.hash)}>Log in again</a>
      </p>
    );
  else card = <UserCard me={{ ...loaded.value, ...saved }} />;

  const current = (options.prefill.current as MenuKey) || undefined;
  // On a phone the card and the menu fold into one control above the page's content (styles.css); they
  // start open where there is room beside the content, and the fold's control is then not shown.
  const [open] = useState(() => !matchMedia(NARROW).matches);
  return (
    <aside className="aside" aria-label="Your account">
      <details className="fold" open={open}>
        <summary>
          <span>Account menu</span>
          {current && <span className="fold__current">{menu.items.find((item) => item.key === current)?.label}</span>}
        </summary>
        <div className="fold__content">
          {card}
          <SideMenu site={site} current={current} />
        </div>
      </details>
    </aside>
  );
}

export default { component: AccountCard, css: uiCss + asideCss + css } satisfies Widget;
