// The account side of the checkout: the visitor's card (name, role, e-mail and last login) as
// /reactapp/me/ reports them, and the account's menu, the checkout being part of Billing.
import type { Me } from "../../../contract/schemas/accounts.ts";
import { SideMenu } from "../../kits/account-page-kit/side-menu.tsx";
import { UserCard } from "../../kits/account-page-kit/user-card.tsx";

export function AccountAside({ site, me }: { site: string; me: Me }) {
  return (
    <aside className="aside">
      <UserCard me={me} />
      <SideMenu site={site} section="billing" />
    </aside>
  );
}
