// A registered, signed-in visitor for API tests: their cookies and CSRF token.
import type { FastifyInstance } from "fastify";

export async function signedIn(app: FastifyInstance, username: string) {
  const csrf = await app.inject({ url: "/reactapp/csrf/" });
  const cookies: Record<string, string> = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
  const token = cookies.csrftoken!;
  const password = "a long enough passphrase";
  const registered = await app.inject({
    method: "POST",
    url: "/reactapp/register/",
    cookies,
    headers: { "x-csrftoken": token },
    payload: { username, email: `${username}@example.com`, password, confirm_password: password },
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  cookies.sessionid = registered.cookies.find((c) => c.name === "sessionid")!.value;
  return { cookies, token };
}
