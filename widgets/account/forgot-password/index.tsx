// The forgotten password (/account/forgot-password/): asks for the account's address and says what
// happens next; the answer is the same whether an account uses it or not.
import definition from "../../../contract/account/forms/forgot-password.json" with { type: "json" };
import { ForgotPasswordSchema } from "../../../contract/account/account.ts";
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import { send } from "../../kits/account-kit/session.ts";
import { AccountForm } from "../../kits/account-forms/account-form.tsx";
import css from "../../kits/account-forms/styles.css?inline";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import type { Values } from "../../kits/core/form/draft.ts";
import { validate } from "../../kits/checks/validate.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";

export function ForgotPassword({ options }: WidgetProps) {
  return (
    <div className="account">
      <AccountForm
        definition={definition as SiteFormDefinition}
        prefill={options.prefill}
        problems={(values: Values) => validate(ForgotPasswordSchema, values)}
        send={async (values) => {
          const answer = await send<{ detail: string }>(options.api, "/reactapp/account/forgot-password/", {
            method: "POST",
            body: values,
          });
          return answer.detail;
        }}
      />
      <p className="switch">
        Remembered it? <a href={`${options.api}/login/`}>Log in</a>
      </p>
    </div>
  );
}

export default { component: ForgotPassword, css: uiCss + css } satisfies Widget;
