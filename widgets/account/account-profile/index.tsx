// Profile (/account/profile/): the customer's name, company and role label, shown on their user card.
// The form opens with what the server holds; a draft typed earlier in this browser wins over it.
import definition from "../../../contract/account/forms/profile.json" with { type: "json" };
import { type Profile, ProfileSchema } from "../../../contract/account/account.ts";
import { customerRoles } from "../../../contract/choices/customer-roles.ts";
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { accountGet, accountSend } from "../../kits/account-page-kit/account-api.ts";
import { Loaded } from "../../kits/account-page-kit/loaded.tsx";
import { announceProfile } from "../../kits/account-page-kit/profile-saved.ts";
import { explain } from "../../kits/account-kit/session.ts";
import { account } from "../../kits/stores/account.ts";
import { AccountForm } from "../../kits/account-forms/account-form.tsx";
import formCss from "../../kits/account-forms/styles.css?inline";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import css from "./styles.css?inline";
import type { Values } from "../../kits/core/form/draft.ts";
import { validate } from "../../kits/checks/validate.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";

const PATH = "/reactapp/account/profile/";

export function AccountProfile({ options }: WidgetProps) {
  const site = options.api;
  const loaded = useFetchState(() => accountGet<Profile>(site, PATH), [site], { explain });
  return (
    <Loaded fetched={loaded} loading="Loading your profile…">
      {(profile) => (
        <div className="account panel">
          <AccountForm
            definition={definition as SiteFormDefinition}
            prefill={{ full_name: profile.full_name, company: profile.company, role: profile.role }}
            problems={(values: Values) => validate(ProfileSchema, values)}
            lists={{ customerRoles: [...customerRoles] }}
            send={async (values) => {
              const saved = await accountSend<Profile>(site, PATH, { method: "PUT", body: values });
              const name = saved.full_name || saved.username;
              account.set({ username: saved.username, name });
              announceProfile({ name, role: saved.role });
              return "Your profile is saved.";
            }}
          />
        </div>
      )}
    </Loaded>
  );
}

export default { component: AccountProfile, css: uiCss + screenCss + formCss + css } satisfies Widget;
