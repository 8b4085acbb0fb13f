// The accounts API on the legacy paths: GET /reactapp/csrf/, POST /reactapp/register/,
// POST /reactapp/drflogin/, POST /reactapp/logout/ (GET /reactapp/me/ and /reactapp/session/: me.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LoginSchema, RegisterSchema, type SignedIn } from "../../../../contract/schemas/accounts.ts";
import { loginThrottle } from "../../../infra/auth/login-throttle.ts";
import { hashPassword, verifyPassword } from "../../../infra/auth/passwords.ts";
import { passwordProblem } from "../../../infra/auth/password-strength.ts";
import { isStaffRole } from "../../../../contract/staff/staff.ts";
import { SESSION_COOKIE, sessionToken } from "../../../infra/auth/session-cookie.ts";
import { parseOr400 } from "../../../infra/http/validate.ts";
import { enqueueLink } from "../account-links.ts";

const BAD_CREDENTIALS = { non_field_errors: ["Unable to log in with provided credentials."] };
// Said only to whoever typed the right password: it tells nothing a guesser could use.
const DISABLED = { non_field_errors: ["This account is disabled. Ask an administrator of QTO Solutions."] };

export type AccountRoutesOptions = {
  secureCookies: boolean;
  /** Registrations per IP in a window (each costs a password hash and a row); the 429 has Retry-After. */
  registrationRateLimit: { max: number; windowMs: number };
};

export async function accountsRoutes(app: FastifyInstance, { registrationRateLimit }: AccountRoutesOptions) {
  const { users } = app.accounts;
  const sessions = app.sessions;
  const throttle = loginThrottle(app.accounts.loginFailures);
  // A password nobody has, checked when the username is unknown: both answers then take as long.
  // Made on the first unknown-user login, not at start: scrypt takes a third of a second.
  let dummyHash: Promise<string> | undefined;

  // Every state-changing account call needs the token from the csrftoken cookie in X-CSRFToken.
  const csrf = { onRequest: app.csrfProtection };

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    // A new id at every login: a session id planted before it is worth nothing after.
    const previous = sessionToken(request);
    if (previous) await sessions.destroy(previous);
    const token = await sessions.create(userId);
    await users.markLogin(userId);
    reply.setSessionCookie(token);
    // A new CSRF secret too: a token read (or planted) before the login opens nothing after it.
    reply.issueCsrf({ renew: true });
  }

  app.get("/reactapp/csrf/", async (_request, reply) => ({ csrfToken: reply.issueCsrf() }));

  const registrationLimit = {
    config: { rateLimit: { max: registrationRateLimit.max, timeWindow: registrationRateLimit.windowMs } },
  };
  app.post("/reactapp/register/", { ...csrf, ...registrationLimit }, async (request, reply) => {
    const input = parseOr400(RegisterSchema, request.body, reply);
    if (!input) return reply;
    const weakness = passwordProblem(input.password);
    if (weakness) return reply.code(400).send({ password: [weakness] });
    const created = await users.create({
      username: input.username,
      email: input.email,
      password_hash: await hashPassword(input.password),
    });
    if ("taken" in created) {
      const message =
        created.taken === "username"
          ? "A user with that username already exists."
          : "An account uses this e-mail already.";
      return reply.code(400).send({ [created.taken]: [message] });
    }
    request.log.info({ userId: created.id }, "account created");
    // A link to verify the address: alerts and reminders go only to a verified one.
    await enqueueLink(app, { purpose: "email_verify", userId: created.id, email: input.email });
    await signIn(request, reply, created.id);
    const answer: SignedIn & { id: number } = {
      id: created.id,
      username: input.username,
      name: input.username,
      email: input.email,
    };
    return reply.code(201).send(answer);
  });

  app.post("/reactapp/drflogin/", csrf, async (request, reply) => {
    const input = parseOr400(LoginSchema, request.body, reply);
    if (!input) return reply;
    const keys = { account: `user:${input.username.toLowerCase()}`, address: `ip:${request.ip}` };
    // Counted before the password is checked: guesses sent together all see each other.
    const wait = await throttle.attempt(keys);
    if (wait > 0) {
      return reply
        .code(429)
        .header("retry-after", String(wait))
        .send({ detail: `Too many failed logins. Try again in ${Math.ceil(wait / 60)} minutes.` });
    }
    const user = await users.byLogin(input.username);
    const valid = await verifyPassword(
      input.password,
      user?.password_hash ?? (await (dummyHash ??= hashPassword("unknown-user-placeholder-password"))),
    );
    if (!user || !valid) return reply.code(400).send(BAD_CREDENTIALS);
    await throttle.succeeded(keys);
    if (user.disabled_at) return reply.code(400).send(DISABLED);
    await signIn(request, reply, user.id);
    request.log.info({ userId: user.id }, "signed in");
    const answer: SignedIn = { username: user.username, name: user.full_name || user.username, email: user.email };
    // Staff continue to the second factor; the session reaches nothing in the console before it.
    if (isStaffRole(user.access_role)) answer.second_factor = "required";
    return answer;
  });

  app.post("/reactapp/logout/", csrf, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await sessions.destroy(token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { detail: "Signed out." };
  });
}
