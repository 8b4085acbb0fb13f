// A register or login widget: its form, the link to the other one (keeping ?next=) and to the forgotten
// password's page, and once the visitor is signed in, the way back to ?next= or Home.
import type { SiteFormDefinition } from "../../../contract/forms/types.ts";
import type { Widget, WidgetProps } from "../core/widget.ts";
import { AccountForm, type AccountFormProps } from "./account-form.tsx";
import { nextPath, withNext } from "../account-kit/next-path.ts";
import { signIn } from "../account-kit/session.ts";
import { SECOND_FACTOR_PAGE } from "../../../contract/staff/staff.ts";
import css from "./styles.css?inline";

type AccountWidgetConfig = Pick<AccountFormProps, "problems" | "dependents"> & {
  definition: SiteFormDefinition;
  /** The accounts API call that signs the visitor in. */
  path: "/reactapp/drflogin/" | "/reactapp/register/";
  /** The other account page: "New to QTO Solutions?" Register. */
  other: { question: string; label: string; page: string };
};

export function accountWidget({ definition, path, problems, dependents, other }: AccountWidgetConfig): Widget {
  function AccountWidget({ options, emit }: WidgetProps) {
    const next = nextPath(location.search);
    return (
      <div className="account">
        <AccountForm
          definition={definition}
          prefill={options.prefill}
          problems={problems}
          dependents={dependents}
          send={async (values) => {
            const user = await signIn(options.api, path, values);
            emit("submitted", { type: definition.type });
            // Staff confirm the sign-in with their second factor first, then go on (to the console by default).
            location.assign(user.second_factor ? withNext(SECOND_FACTOR_PAGE, next === "/" ? "/staff/" : next) : next);
          }}
        />
        <p className="switch">
          {other.question} <a href={withNext(other.page, next)}>{other.label}</a>
        </p>
        <p className="switch switch--quiet">
          <a href={`${options.api}/account/forgot-password/`}>Forgot password?</a>
        </p>
      </div>
    );
  }
  return { component: AccountWidget, css };
}
