// A registered, signed-in visitor for API tests: their cookies and CSRF token.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/**
 * Keeps the cookies an answer sets, as a browser would: a login renews the session and the CSRF pair,
 * passing the second factor renews the session. Returns the answer.
 */
export function keepCookies(cookies: Record<string, string>, response: LightMyRequestResponse) {
  for (const c of response.cookies) {
    if (c.value === "") delete cookies[c.name];
    else cookies[c.name] = c.value;
  }
  return response;
}

export async function signedIn(app: FastifyInstance, username: string, email = `${username}@example.com`) {
  const csrf = await app.inject({ url: "/reactapp/csrf/" });
  const cookies: Record<string, string> = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
  const password = "a long enough passphrase";
  const registered = await app.inject({
    method: "POST",
    url: "/reactapp/register/",
    cookies,
    headers: { "x-csrftoken": cookies.csrftoken! },
    payload: { username, email, password, confirm_password: password },
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  keepCookies(cookies, registered);
  return { cookies, token: cookies.csrftoken! };
}

/** A valid billing address for an order. */
export const BILLING = {
  name_on_card: "Dana Reyes",
  address: "12 Main St",
  city: "Austin",
  zip: "78701",
  country: "US",
  state: "TX",
};

/** The test gateway's public test cards. */
export const CARDS = {
  approves: "4242 4242 4242 4242",
  declines: "4000 0000 0000 0002",
  insufficient: "4000 0000 0000 9995",
  expired: "4000 0000 0000 0069",
};

/** Asks the test gateway for a token for `number`, valid two years ahead unless `extra` says otherwise. */
export const tokenize = (app: FastifyInstance, number: string, extra: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/test-gateway/tokens",
    payload: { number, exp_month: "12", exp_year: String(new Date().getFullYear() + 2), cvc: "123", ...extra },
  });

/** A login from a browser of its own (fresh CSRF cookies): the answer, and the cookies it leaves. */
export async function loggedIn(app: FastifyInstance, username: string, password: string) {
  const csrf = await app.inject({ url: "/reactapp/csrf/" });
  const cookies: Record<string, string> = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
  const response = await app.inject({
    method: "POST",
    url: "/reactapp/drflogin/",
    cookies,
    headers: { "x-csrftoken": cookies.csrftoken! },
    payload: { username, password },
  });
  keepCookies(cookies, response);
  return { response, cookies, token: cookies.csrftoken! };
}
