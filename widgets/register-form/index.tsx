// Registration (/Register/): creates the account, signs the visitor in, moves their stars to it and
// takes them back to where they came from (?next=), or Home.
import definition from "../../contract/forms/register.json" with { type: "json" };
import type { SiteFormDefinition } from "../../contract/forms/types.ts";
import { PASSWORDS_DIFFER, passwordsMatch, RegisterFields } from "../../contract/schemas/accounts.ts";
import { AccountForm } from "../account-kit/account-form.tsx";
import { nextPath, withNext } from "../account-kit/next-path.ts";
import { signIn } from "../account-kit/session.ts";
import accountCss from "../account-kit/styles.css?inline";
import type { Values } from "../core/form/draft.ts";
import { validate } from "../core/form/validate.ts";
import type { Widget, WidgetProps } from "../core/widget.ts";

function problems(values: Values) {
  const found = validate(RegisterFields, values);
  const input = values as { password: string; confirm_password: string };
  if (input.confirm_password && !found.password && !passwordsMatch(input)) found.confirm_password = [PASSWORDS_DIFFER];
  return found;
}

export function RegisterFormWidget({ options, emit }: WidgetProps) {
  const next = nextPath(location.search);
  return (
    <div className="account">
      <AccountForm
        definition={definition as SiteFormDefinition}
        prefill={options.prefill}
        problems={problems}
        dependents={{ password: ["confirm_password"] }}
        send={async (values) => {
          await signIn(options.api, "/reactapp/register/", values);
          emit("submitted", { type: "register" });
          location.assign(next);
        }}
      />
      <p className="switch">
        Already have an account? <a href={withNext("/login/", next)}>Log in</a>
      </p>
    </div>
  );
}

export default { component: RegisterFormWidget, css: accountCss } satisfies Widget;
