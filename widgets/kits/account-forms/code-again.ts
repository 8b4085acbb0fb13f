// A staff account's e-mail address and password change only within 15 minutes of the code from the
// authenticator app: the server's refusal when it is older, and the way to enter it again (the second
// factor's page, which comes back here once it is entered).
import { REFUSALS, SECOND_FACTOR_PAGE } from "../../../contract/staff/staff.ts";
import { ApiError } from "../core/api.ts";
import { withNext } from "../account-kit/next-path.ts";

export const needsCodeAgain = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.detail === REFUSALS.recentSecondFactor.detail;

/** The second factor's page of `site`, coming back to this page. */
export const codeAgainHref = (site: string) => site + withNext(SECOND_FACTOR_PAGE, location.pathname, location.search);

export const CODE_AGAIN_LABEL = "Enter your code";

/** For a form: the link that answers this refusal, when it is that one. */
export const codeAgainRemedy = (site: string) => (error: unknown) =>
  needsCodeAgain(error) ? { href: codeAgainHref(site), label: CODE_AGAIN_LABEL } : undefined;
