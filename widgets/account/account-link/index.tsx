// The pages an account e-mail's link opens (/account/verify-email/?token=, /account/confirm-email/?token=):
// the link is used at once (a script's POST, which mail scanners following links do not send) and the
// page says what happened. data-purpose="verify" or "email".
import { CODE_AGAIN_LABEL, codeAgainHref, needsCodeAgain } from "../../kits/account-forms/code-again.ts";
import { explain, send } from "../../kits/account-kit/session.ts";
import { linkToken } from "../../kits/account-forms/link-refusal.ts";
import { ApiError } from "../../kits/core/api.ts";
import type { Widget, WidgetProps } from "../../kits/core/widget.ts";
import { RetryNotice } from "../../kits/ui-kit/retry-notice.tsx";
import uiCss from "../../kits/ui-kit/styles.css?inline";
import { useFetchState } from "../../kits/ui-kit/use-fetch-state.ts";
import css from "./styles.css?inline";

const PURPOSES = {
  verify: { path: "/reactapp/account/verify/confirm/", title: "Address verified", resend: "/account/settings/" },
  email: { path: "/reactapp/account/email/confirm/", title: "Address changed", resend: "/account/settings/" },
} as const;

/** The server's words about a refused link (expired, used), else the usual explanation. */
const linkProblem = (error: unknown) =>
  (error instanceof ApiError && (error.fieldErrors.token?.[0] ?? error.fieldErrors.non_field_errors?.[0])) ||
  explain(error);

export function AccountLink({ options }: WidgetProps) {
  const site = options.api;
  const purpose = PURPOSES[options.prefill.purpose as keyof typeof PURPOSES] ?? PURPOSES.verify;
  const token = linkToken();
  const used = useFetchState(
    token ? () => send<{ detail: string }>(site, purpose.path, { method: "POST", body: { token } }) : undefined,
    [site, token],
    { explain: linkProblem },
  );
  if (!token || (used.state === "error" && used.error instanceof ApiError && used.error.status === 400))
    return (
      <div className="notice" role="alert">
        <h3>This link does not work</h3>
        <p>
          {token && used.state === "error" ? used.message : "The link is incomplete: open it from the e-mail again."}
        </p>
        <a className="button" href={site + purpose.resend}>
          Ask for a new link in Settings
        </a>
      </div>
    );
  // A staff account's new address: the link waits until the code is entered again, then comes back here.
  if (used.state === "error" && needsCodeAgain(used.error))
    return (
      <div className="notice" role="alert">
        <h3>Enter your code first</h3>
        <p>{used.message}</p>
        <a className="button" href={codeAgainHref(site)}>
          {CODE_AGAIN_LABEL}
        </a>
      </div>
    );
  if (used.state === "error") return <RetryNotice message={used.message} retry={used.retry} />;
  if (used.state === "loading")
    return (
      <p className="notice" role="status">
        Checking your link…
      </p>
    );
  return (
    <div className="notice" role="status">
      <h3>{purpose.title}</h3>
      <p>{used.value.detail}</p>
      <a className="button" href={`${site}/account/settings/`}>
        Go to your settings
      </a>
    </div>
  );
}

export default { component: AccountLink, css: uiCss + css } satisfies Widget;
