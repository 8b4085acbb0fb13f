// The header's account links, on every page: Log in and Register, or the visitor's name and Log out;
// and the cart with its count. The name shows at once from this browser's memory, then the server
// confirms the session is still alive (a remembered visitor only: nobody else costs a request).
import { useEffect } from "react";
import { withNext } from "../account-kit/next-path.ts";
import { confirmAccount } from "../account-kit/session.ts";
import { useSignOut } from "../account-kit/use-sign-out.ts";
import type { Widget, WidgetProps } from "../core/widget.ts";
import { account } from "../stores/account.ts";
import { cart } from "../stores/cart.ts";
import { useStore } from "../stores/use-store.ts";
import css from "./styles.css?inline";

export function AccountMenu({ options }: WidgetProps) {
  const site = options.api;
  const who = useStore(account);
  const count = useStore(cart).length;
  const signOut = useSignOut(site);

  useEffect(() => {
    // Offline or a server hiccup: keep showing what this browser remembers.
    confirmAccount(site).catch(() => {});
  }, [site]);

  const { pathname, search } = location;
  return (
    <nav className="menu" aria-label="Account">
      <a
        className="cart"
        href={`${site}/Cart/`}
        aria-label={`Cart, ${count} ${count === 1 ? "take-off" : "take-offs"}`}
      >
        Cart <span className="count">{count}</span>
      </a>
      {who ? (
        <>
          <span className="who">{who.name}</span>
          <button type="button" className="link" aria-disabled={signOut.busy || undefined} onClick={signOut.logOut}>
            {signOut.busy ? "Logging out…" : "Log out"}
          </button>
        </>
      ) : (
        <>
          <a href={site + withNext("/login/", pathname, search)}>Log in</a>
          <a href={site + withNext("/Register/", pathname, search)}>Register</a>
        </>
      )}
      {signOut.problem && (
        <p className="problem" role="alert">
          {signOut.problem}
        </p>
      )}
    </nav>
  );
}

export default { component: AccountMenu, css } satisfies Widget;
