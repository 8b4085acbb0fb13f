// The header's account links, on every page: Log in and Register, or the visitor's name and Log out;
// and the cart with its count. The name shows at once from this browser's memory, then the server
// confirms the session is still alive (a remembered visitor only: nobody else costs a request).
import { useEffect, useState } from "react";
import { withNext } from "../account-kit/next-path.ts";
import { confirmAccount, explain, signOut } from "../account-kit/session.ts";
import type { Widget, WidgetProps } from "../core/widget.ts";
import { account } from "../stores/account.ts";
import { cart } from "../stores/cart.ts";
import { useStore } from "../stores/use-store.ts";
import css from "./styles.css?inline";

export function AccountMenu({ options }: WidgetProps) {
  const site = options.api;
  const who = useStore(account);
  const count = useStore(cart).length;
  const [state, setState] = useState<{ busy?: boolean; error?: string }>({});

  useEffect(() => {
    // Offline or a server hiccup: keep showing what this browser remembers.
    confirmAccount(site).catch(() => {});
  }, [site]);

  async function logOut() {
    if (state.busy) return;
    setState({ busy: true });
    try {
      await signOut(site);
      setState({});
    } catch (error) {
      setState({ error: `Could not log out: ${explain(error)}` });
    }
  }

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
          <button type="button" className="link" aria-disabled={state.busy || undefined} onClick={logOut}>
            {state.busy ? "Logging out…" : "Log out"}
          </button>
        </>
      ) : (
        <>
          <a href={site + withNext("/login/", pathname, search)}>Log in</a>
          <a href={site + withNext("/Register/", pathname, search)}>Register</a>
        </>
      )}
      {state.error && (
        <p className="problem" role="alert">
          {state.error}
        </p>
      )}
    </nav>
  );
}

export default { component: AccountMenu, css } satisfies Widget;
