// The console's calls: the site's API client, plus what a console screen does when the server says the
// session is gone (sign in again, then come back here), lacks the second factor or a recent one (confirm
// it first), or the password is an administrator's (choose one first): the last three on the sign-in page.
import { REFUSALS, SECOND_FACTOR_PAGE } from "../../../contract/staff/staff.ts";
import { ApiError, request, type RequestOptions } from "../core/api.ts";

const here = () => encodeURIComponent(location.pathname + location.search);
const TO_SIGN_IN_PAGE: string[] = [
  REFUSALS.secondFactor.detail,
  REFUSALS.recentSecondFactor.detail,
  REFUSALS.changePassword.detail,
];

/** Where a refusal sends the visitor, or undefined when the screen should explain it itself. */
export function refusalRedirect(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return `/login/?next=${here()}`;
  if (error.status === 403 && TO_SIGN_IN_PAGE.includes(error.detail ?? ""))
    return `${SECOND_FACTOR_PAGE}?next=${here()}`;
  return undefined;
}

/** Moves the page to sign in when `error` asks for it (the promise then never settles); rethrows it otherwise. */
export function redirectOrThrow(error: unknown): Promise<never> {
  const to = refusalRedirect(error);
  if (!to) throw error;
  location.assign(to);
  return new Promise<never>(() => {});
}

/** A console call; a refusal that needs signing in moves the page there (the promise then never settles). */
export const staffRequest = <T>(path: string, options?: RequestOptions): Promise<T> =>
  request<T>(path, options).catch(redirectOrThrow);

/** Refusals whose `detail` a screen shows as the server wrote it: not allowed, gone, changed meanwhile. */
const EXPLAINED = [403, 404, 409];

/** The server's own words for a refusal a screen shows (403 "only an administrator", 409), else the API message. */
export const explainStaffError = (error: unknown) =>
  error instanceof ApiError && EXPLAINED.includes(error.status ?? 0) && error.detail
    ? error.detail
    : error instanceof Error
      ? error.message
      : String(error);
