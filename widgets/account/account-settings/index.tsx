// Settings (/account/settings/): the address and its verification, a new password (every other browser
// is signed out), a new address (confirmed by a link sent to it), and deleting the account.
import { useState } from "react";
import changeEmail from "../../../contract/account/forms/change-email.json" with { type: "json" };
import { ChangeEmailSchema, type Profile } from "../../../contract/account/account.ts";
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { accountGet, accountSend } from "../../kits/account-page-kit/account-api.ts";
import { Loaded } from "../../kits/account-page-kit/loaded.tsx";
import { codeAgainRemedy } from "../../kits/account-forms/code-again.ts";
import { explain } from "../../kits/account-kit/session.ts";
import { AccountForm } from "../../kits/account-forms/account-form.tsx";
import { ChangePasswordForm } from "../../kits/account-forms/change-password-form.tsx";
import formCss from "../../kits/account-forms/styles.css?inline";
import type { Values } from "../../kits/core/form/draft.ts";
import { validate } from "../../kits/checks/validate.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { EmailStatus } from "./email-status.tsx";
import screenCss from "../../kits/account-page-kit/screen.css?inline";
import css from "./styles.css?inline";

const detail = async (answer: Promise<{ detail: string }>) => (await answer).detail;

export function AccountSettings({ options }: WidgetProps) {
  const site = options.api;
  const loaded = useFetchState(() => accountGet<Profile>(site, "/reactapp/account/profile/"), [site], { explain });
  const [deleted, setDeleted] = useState<string>();
  if (deleted)
    return (
      <div className="notice" role="status">
        <h3>Your account is deleted</h3>
        <p>{deleted}</p>
        <a className="button" href={`${site}/`}>
          Go to the home page
        </a>
      </div>
    );
  const post = (path: string, body: object) => detail(accountSend(site, path, { method: "POST", body }));
  // A staff account's changes need a recent code: the refusal links to where it is entered.
  const remedy = codeAgainRemedy(site);
  return (
    <Loaded fetched={loaded} loading="Loading your settings…">
      {(profile) => (
        <div className="settings">
          <EmailStatus site={site} profile={profile} />
          <section className="panel" aria-labelledby="change_password-title">
            <h3 id="change_password-title">Password</h3>
            <ChangePasswordForm remedy={remedy} send={(change) => post("/reactapp/account/password/", change)} />
          </section>
          <section className="panel" aria-labelledby="change_email-title">
            <h3 id="change_email-title">E-mail address</h3>
            <AccountForm
              definition={changeEmail as SiteFormDefinition}
              prefill={{}}
              problems={(values: Values) => validate(ChangeEmailSchema, values)}
              remedy={remedy}
              send={(values) => post("/reactapp/account/email/", values)}
            />
          </section>
          <DeleteAccount site={site} onDeleted={setDeleted} />
        </div>
      )}
    </Loaded>
  );
}

export default { component: AccountSettings, css: uiCss + screenCss + formCss + css } satisfies Widget;
