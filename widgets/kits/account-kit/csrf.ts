// Django's CSRF pair for a state-changing call: core/api.ts reads the csrftoken cookie into X-CSRFToken
// (the one place that reads it); this fetches the cookie when the browser has none. It is a session
// cookie, so a restarted browser has lost it while a signed-in session (which has a max-age) remains.
import { csrfHeaders, request } from "../core/api.ts";

export const hasCsrfCookie = () => "X-CSRFToken" in csrfHeaders();

/** Asks the server for a fresh csrftoken cookie. */
export const fetchCsrf = (api = "") => request(`${api}/reactapp/csrf/`);

/** Fetches the cookie first when this browser has none. */
export async function ensureCsrf(api = "") {
  if (!hasCsrfCookie()) await fetchCsrf(api);
}
