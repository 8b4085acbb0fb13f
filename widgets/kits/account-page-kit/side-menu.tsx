// The account's side menu (Profile, Settings, Orders, Billing, Messages, Drive, Reminders, then Log out), from the
// one list the account pages' layout renders too (contract/account/menu.json).
import menu from "../../../contract/account/menu.json" with { type: "json" };
import { useSignOut } from "../account-kit/use-sign-out.ts";

export type MenuKey = (typeof menu.items)[number]["key"];

/** `current` marks the item of this page: aria-current "page" (WAI-ARIA 1.2, aria-current). */
export function SideMenu({ site, current }: { site: string; current?: MenuKey }) {
  const signOut = useSignOut(site);
  return (
    <nav className="side-menu" aria-label={menu.label}>
      <ul>
        {menu.items.map((item) => (
          <li key={item.key}>
            <a href={site + item.href} aria-current={item.key === current ? "page" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="link" aria-disabled={signOut.busy || undefined} onClick={signOut.logOut}>
            {signOut.busy ? "Logging out…" : "Log out"}
          </button>
        </li>
      </ul>
      {signOut.problem && (
        <p className="error" role="alert">
          {signOut.problem}
        </p>
      )}
    </nav>
  );
}
