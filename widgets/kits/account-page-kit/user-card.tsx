// The account's user card, as the legacy checkout showed it: initial, name, role label ("General
// contractor"), e-mail and last login.
import type { Me } from "../../../contract/schemas/accounts.ts";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function UserCard({ me }: { me: Me }) {
  return (
    <section className="user-card" aria-labelledby="user-name">
      <span className="avatar" aria-hidden="true">
        {me.name.slice(0, 1).toUpperCase()}
      </span>
      <h3 id="user-name">{me.name}</h3>
      {me.role && <p className="role">{me.role}</p>}
      <p className="email">{me.email}</p>
      {me.last_login && (
        <p className="muted">
          Last login <time dateTime={me.last_login}>{when.format(new Date(me.last_login))}</time>
        </p>
      )}
    </section>
  );
}
