// The account side of the checkout: a menu of the account's pages and the visitor's card (name, role,
// e-mail and last login), as /reactapp/me/ reports them.
import type { Me } from "../../contract/schemas/accounts.ts";
import { useSignOut } from "../account-kit/use-sign-out.ts";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function AccountAside({ site, me }: { site: string; me: Me }) {
  const signOut = useSignOut(site);
  return (
    <aside className="aside">
      <section className="user-card" aria-labelledby="user-name">
        <span className="avatar" aria-hidden="true">
          {me.name.slice(0, 1).toUpperCase()}
        </span>
        <h3 id="user-name">{me.name}</h3>
        <p className="role">{me.role}</p>
        <p className="email">{me.email}</p>
        {me.last_login && (
          <p className="muted">
            Last login <time dateTime={me.last_login}>{when.format(new Date(me.last_login))}</time>
          </p>
        )}
      </section>
      <nav className="side-menu" aria-label="Your account">
        <ul>
          <li>
            <a href={`${site}/CheckOut/`} aria-current="page">
              Billing
            </a>
          </li>
          <li>
            <a href={`${site}/Cart/`}>Cart</a>
          </li>
          <li>
            <a href={`${site}/Projects/?tab=favorites`}>Favorite projects</a>
          </li>
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
    </aside>
  );
}
