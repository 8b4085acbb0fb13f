// A new password through the e-mailed link (/account/reset-password/?token=): the token works once, for
// one hour; afterwards every browser signed in to the account is signed out, and the visitor logs in.
import { useState } from "react";
import definition from "../../../contract/account/forms/reset-password.json" with { type: "json" };
import { password } from "../../../contract/schemas/accounts.ts";
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { send } from "../../kits/account-kit/session.ts";
import { AccountForm } from "../../kits/account-forms/account-form.tsx";
import { linkToken, tokenAsFormError } from "../../kits/account-forms/link-refusal.ts";
import { withPasswordMatch } from "../../kits/account-forms/password-match.ts";
import css from "../../kits/account-forms/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import type { Values } from "../../kits/core/form/draft.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { validate } from "../../kits/checks/validate.ts";
import * as v from "valibot";

const Fields = v.object({ password, confirm_password: v.pipe(v.string(), v.nonEmpty("Confirm the password.")) });

export function ResetPassword({ options }: WidgetProps) {
  const site = options.api;
  const token = linkToken();
  const [done, setDone] = useState<string>();
  if (!token)
    return (
      <div className="account notice" role="alert">
        <h3>This link is incomplete</h3>
        <p>Open the link from the e-mail again, or ask for a new one.</p>
        <a className="button" href={`${site}/account/forgot-password/`}>
          Ask for a new link
        </a>
      </div>
    );
  if (done)
    return (
      <div className="account notice" role="status">
        <h3>Password changed</h3>
        <p>{done}</p>
        <a className="button" href={`${site}/login/`}>
          Log in
        </a>
      </div>
    );
  return (
    <div className="account">
      <AccountForm
        definition={definition as SiteFormDefinition}
        prefill={{}}
        problems={withPasswordMatch((values: Values) => validate(Fields, values))}
        dependents={{ password: ["confirm_password"] }}
        send={async (values) => {
          const answer = await send<{ detail: string }>(site, "/reactapp/account/reset-password/", {
            method: "POST",
            body: { token, password: values.password },
          }).catch(tokenAsFormError);
          setDone(answer.detail);
        }}
      />
      <p className="switch">
        Link expired? <a href={`${site}/account/forgot-password/`}>Ask for a new one</a>
      </p>
    </div>
  );
}

export default { component: ResetPassword, css: uiCss + css } satisfies Widget;
