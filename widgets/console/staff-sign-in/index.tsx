// The second factor's page (/staff/sign-in/): a staff member signed in with their password enrols an
// authenticator app (first time) or confirms the sign-in with a code (again, when a credential change
// needs a recent one), chooses their own password when an administrator chose it, then goes on to ?next=
// (a path of this site only) or the console.
import { useEffect } from "react";
import type { SecondFactorStatus } from "../../../contract/staff/second-factor.ts";
import { nextPath } from "../../kits/account-kit/next-path.ts";
import formCss from "../../kits/account-forms/styles.css?inline";
import consoleCss from "../../kits/console-kit/styles.css?inline";
import { ScreenState } from "../../kits/console-kit/screen-state.tsx";
import { staffRequest } from "../../kits/console-kit/staff-api.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import { ChangePassword } from "./change-password.tsx";
import { Enrol } from "./enrol.tsx";
import ownCss from "./styles.css?inline";
import { Verify } from "./verify.tsx";

export function StaffSignIn({ options }: WidgetProps) {
  const next = nextPath(location.search);
  const goOn = () => location.assign(next === "/" ? "/staff/" : next);
  const status = useFetchState(
    () => staffRequest<SecondFactorStatus>(`${options.api}/reactapp/staff/second-factor/`),
    [],
  );
  return (
    <ScreenState fetched={status}>
      {({ state, username }) =>
        state === "enrol" ? (
          <Enrol api={options.api} username={username} done={goOn} />
        ) : state === "verify" ? (
          <Verify api={options.api} username={username} done={goOn} />
        ) : state === "change_password" ? (
          <ChangePassword api={options.api} username={username} done={goOn} />
        ) : (
          <Passed goOn={goOn} />
        )
      }
    </ScreenState>
  );
}

/** Confirmed already (a second tab, or back here from the login page): straight on. */
function Passed({ goOn }: { goOn: () => void }) {
  useEffect(goOn, []);
  return (
    <div className="panel">
      <p>Your sign-in is confirmed already.</p>
      <button type="button" className="button" onClick={goOn}>
        Continue
      </button>
    </div>
  );
}

const widget: Widget = { component: StaffSignIn, css: uiCss + consoleCss + formCss + ownCss };
export default widget;
