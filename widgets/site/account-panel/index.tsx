// The signed-in visitor's menu in the header, opened from their name (account-menu, which fetches this
// only then): the account's pages (the side menu's list) and Log out, with what went wrong when the
// server could not end the session.
import accountMenu from "../../../contract/account/menu.json" with { type: "json" };
import { useSignOut } from "../../kits/account-kit/use-sign-out.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import css from "./styles.css?inline";

export function AccountPanel({ options }: WidgetProps) {
  const signOut = useSignOut(options.api);
  return (
    <nav className="panel" aria-label={accountMenu.label}>
      <ul>
        {accountMenu.items.map((item) => (
          <li key={item.key}>
            <a href={options.api + item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
      <button type="button" className="link" aria-disabled={signOut.busy || undefined} onClick={signOut.logOut}>
        {signOut.busy ? "Logging out…" : "Log out"}
      </button>
      {signOut.problem && (
        <p className="problem" role="alert">
          {signOut.problem}
        </p>
      )}
    </nav>
  );
}

export default { component: AccountPanel, css } satisfies Widget;
