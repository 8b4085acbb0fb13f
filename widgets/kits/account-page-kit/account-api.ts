// The customer's account API from the account pages: reads, and changes with the CSRF handshake. A
// session that ended sends the visitor to log in and come back (?next=) instead of showing an error.
import { SIGNED_OUT_DETAIL } from "../../../contract/signed-out.ts";
import { ApiError, loaded, request, type RequestOptions } from "../core/api.ts";
import { withNext } from "../account-kit/next-path.ts";
import { ensureCsrf } from "../account-kit/csrf.ts";
import { isSignedOut, send } from "../account-kit/session.ts";

// A 403 in other words is a refusal the page explains (a staff member's code to enter again, a staff
// account that only an administrator closes), not a session that ended.
const sessionEnded = (error: unknown) =>
  isSignedOut(error) && error instanceof ApiError && error.detail === SIGNED_OUT_DETAIL;

function toLogin(api: string, error: unknown): never {
  if (sessionEnded(error))
    location.assign(api + withNext("/login/", location.pathname, location.search, location.hash));
  throw error;
}

/** GETs an account resource; a 403 (signed out) leaves for the login page. */
export const accountGet = <T>(api: string, path: string): Promise<T> =>
  request<T>(api + path).catch((error: unknown) => toLogin(api, error));

/** Sends a change of the account; a 403 (signed out) leaves for the login page. */
export const accountSend = <T>(api: string, path: string, options: RequestOptions): Promise<T> =>
  send<T>(api, path, options).catch((error: unknown) => toLogin(api, error));

/** POSTs a multipart body (a message with its PDF), the CSRF cookie fetched first when missing; signed out leaves to log in. */
export async function accountUpload<T>(api: string, path: string, body: FormData): Promise<T> {
  // The uploads kit loads with the first upload: most account pages never send a file.
  const kit = loaded(() => import("../uploads/upload.ts"));
  return Promise.all([kit, ensureCsrf(api)])
    .then(([{ upload }]) => upload<T>(api + path, body))
    .catch((error: unknown) => toLogin(api, error));
}
