// Login (/login/): signs the visitor in, moves their stars to the account and takes them back to where
// they came from (?next=), or Home.
import definition from "../../contract/forms/login.json" with { type: "json" };
import type { SiteFormDefinition } from "../../contract/forms/types.ts";
import { LoginSchema } from "../../contract/schemas/accounts.ts";
import { AccountForm } from "../account-kit/account-form.tsx";
import { nextPath, withNext } from "../account-kit/next-path.ts";
import { signIn } from "../account-kit/session.ts";
import accountCss from "../account-kit/styles.css?inline";
import type { Values } from "../core/form/draft.ts";
import { validate } from "../core/form/validate.ts";
import type { Widget, WidgetProps } from "../core/widget.ts";

const problems = (values: Values) => validate(LoginSchema, values);

export function LoginFormWidget({ options, emit }: WidgetProps) {
  const next = nextPath(location.search);
  return (
    <div className="account">
      <AccountForm
        definition={definition as SiteFormDefinition}
        prefill={options.prefill}
        problems={problems}
        send={async (values) => {
          await signIn(options.api, "/reactapp/drflogin/", values);
          emit("submitted", { type: "login" });
          location.assign(next);
        }}
      />
      <p className="switch">
        New to QTO Solutions? <a href={withNext("/Register/", next)}>Register</a>
      </p>
    </div>
  );
}

export default { component: LoginFormWidget, css: accountCss } satisfies Widget;
