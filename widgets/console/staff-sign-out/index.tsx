// Sign out, in the console's own header (the console shows none of the site's header, where the account
// menu is): ends the session and this browser's account stores, then opens the sign-in page, which
// brings the member back to the console. A session the server could not end stays, and says so.
import { useSignOut } from "../../kits/account-kit/use-sign-out.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import css from "./styles.css?inline";

export function StaffSignOut({ options }: WidgetProps) {
  const signOut = useSignOut(options.api);
  const leave = async () => {
    if (await signOut.logOut()) location.assign(`${options.api}/login/?next=${encodeURIComponent("/staff/")}`);
  };
  return (
    <span className="sign-out">
      <button type="button" aria-disabled={signOut.busy || undefined} onClick={leave}>
        {signOut.busy ? "Signing out…" : "Sign out"}
      </button>
      {signOut.problem && (
        <span className="problem" role="alert">
          {signOut.problem}
        </span>
      )}
    </span>
  );
}

export default { component: StaffSignOut, css } satisfies Widget;
