// A registered, signed-in visitor for API tests: their cookies and CSRF token.
import type { FastifyInstance } from "fastify";

export async function signedIn(app: FastifyInstance, username: string, email = `${username}@example.com`) {
  const csrf = await app.inject({ url: "/reactapp/csrf/" });
  const cookies: Record<string, string> = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
  const token = cookies.csrftoken!;
  const password = "a long enough passphrase";
  const registered = await app.inject({
    method: "POST",
    url: "/reactapp/register/",
    cookies,
    headers: { "x-csrftoken": token },
    payload: { username, email, password, confirm_password: password },
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  cookies.sessionid = registered.cookies.find((c) => c.name === "sessionid")!.value;
  return { cookies, token };
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
  const session = response.cookies.find((c) => c.name === "sessionid");
  if (session) cookies.sessionid = session.value;
  return { response, cookies, token: cookies.csrftoken! };
}
