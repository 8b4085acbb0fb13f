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

/** A card typed on the test gateway's page, valid two years ahead unless `extra` says otherwise. */
export const cardForm = (number: string, extra: Record<string, string> = {}) => ({
  action: "pay",
  number,
  exp: `12/${new Date().getFullYear() + 2}`,
  cvc: "123",
  ...extra,
});

/** Posts the test gateway's payment page at `checkoutUrl` as a browser's form would. */
export const payOnGateway = (app: FastifyInstance, checkoutUrl: string, form: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: new URL(checkoutUrl).pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });

/** Follows a redirect within the app (the return from the payment page), with the buyer's cookies. */
export const follow = (app: FastifyInstance, response: LightMyRequestResponse, cookies?: Record<string, string>) => {
  const location = new URL(String(response.headers.location), "http://localhost");
  return app.inject({ url: location.pathname + location.search, cookies });
};

/**
 * Buys: POSTs the order, pays its checkout on the test gateway's page with `card` and comes back, as the
 * buyer's browser does. Answers the order's 201 answer and the return's answer.
 */
export async function buy(
  app: FastifyInstance,
  customer: { cookies: Record<string, string>; token: string },
  payload: Record<string, unknown>,
  { card = CARDS.approves, headers = {} }: { card?: string; headers?: Record<string, string> } = {},
) {
  const created = await app.inject({
    method: "POST",
    url: "/reactapp/orders/",
    cookies: customer.cookies,
    headers: { "x-csrftoken": customer.token, ...headers },
    payload,
  });
  if (created.statusCode !== 201) throw new Error(`order failed: ${created.body}`);
  const order = created.json() as { number: string; checkout_url: string; total: number; test: boolean };
  const paid = await payOnGateway(app, order.checkout_url, cardForm(card));
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  const returned = await follow(app, paid, customer.cookies);
  return { order, returned };
}

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
