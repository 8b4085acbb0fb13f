// The accounts API: registration rules, CSRF on every state change, login throttling, sessions that
// rotate at login and end at logout, and one answer for an unknown user and a wrong password.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

/** A visitor: keeps the cookies the server sets, sends them back, and the CSRF token when asked. */
function visitor(app: FastifyInstance, ip = "203.0.113.7") {
  const jar = new Map<string, string>();
  const keep = (response: LightMyRequestResponse) => {
    for (const c of response.cookies) {
      if (c.value === "" || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return response;
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return {
    jar,
    get: async (url: string) => keep(await app.inject({ url, remoteAddress: ip, headers: { cookie: cookieHeader() } })),
    post: async (url: string, payload: object, { csrf = true } = {}) =>
      keep(
        await app.inject({
          method: "POST",
          url,
          payload,
          remoteAddress: ip,
          headers: {
            cookie: cookieHeader(),
            ...(csrf && jar.has("csrftoken") ? { "x-csrftoken": jar.get("csrftoken")! } : {}),
          },
        }),
      ),
  };
}

const PASSWORD = "correct horse battery staple";

describe.each(TEST_DATABASES)("server: accounts on $name", ({ url }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
  });
  afterAll(() => app?.close());

  const users = async () =>
    Number(
      (
        await app.db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const register = async (v: ReturnType<typeof visitor>, fields: Record<string, string> = {}) => {
    await v.get("/reactapp/csrf/");
    return v.post("/reactapp/register/", {
      username: "dana",
      email: "dana@example.com",
      password: PASSWORD,
      confirm_password: PASSWORD,
      ...fields,
    });
  };

  it("sets a readable csrftoken cookie, and refuses a state change without the token, writing nothing", async () => {
    const v = visitor(app);
    const csrf = await v.get("/reactapp/csrf/");
    const cookie = csrf.cookies.find((c) => c.name === "csrftoken")!;
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.sameSite).toBe("Lax");
    const body = { username: "nocsrf", email: "n@example.com", password: PASSWORD, confirm_password: PASSWORD };
    const missing = await v.post("/reactapp/register/", body, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ detail: "CSRF Failed: CSRF token missing or incorrect." });
    const wrong = await app.inject({
      method: "POST",
      url: "/reactapp/register/",
      payload: body,
      headers: { cookie: `_csrf=${v.jar.get("_csrf")}`, "x-csrftoken": "forged-token" },
    });
    expect(wrong.statusCode).toBe(403);
    expect(await users()).toBe(0);
  });

  it("registers, signs the new user in with an HttpOnly session, and answers /me", async () => {
    const v = visitor(app);
    const response = await register(v);
    expect(response.statusCode, response.body).toBe(201);
    const session = response.cookies.find((c) => c.name === "sessionid")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    expect(session.secure).toBe(true);
    expect(Buffer.from(session.value, "base64url").length).toBeGreaterThanOrEqual(16);
    const me = await v.get("/reactapp/me/");
    expect(me.json()).toMatchObject({ username: "dana", email: "dana@example.com", role: "" });
    expect(me.json().last_login).toMatch(/^\d{4}-/);
    // The password is stored hashed with scrypt, never as typed.
    const stored = await app.db.selectFrom("users").select("password_hash").executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(stored.password_hash).not.toContain(PASSWORD);
  });

  it.each([
    [{ username: "DANA" }, "username", "A user with that username already exists."],
    [{ username: "other", email: "DANA@example.com" }, "email", "An account uses this e-mail already."],
    [{ username: "short", password: "elevenchars", confirm_password: "elevenchars" }, "password", "at least 12"],
    [{ username: "common", password: "password1234", confirm_password: "password1234" }, "password", "too common"],
    [{ username: "mismatch", confirm_password: "something else entirely" }, "confirm_password", "do not match"],
  ])("refuses %o with a message on %s", async (fields, field, message) => {
    const before = await users();
    const response = await register(visitor(app), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field][0]).toContain(message);
    expect(await users()).toBe(before);
  });

  it("accepts a 64-character password and never truncates it", async () => {
    const long = "a very long passphrase that keeps going and going to sixty-four!";
    expect(long.length).toBe(64);
    const v = visitor(app);
    expect(
      (await register(v, { username: "longpass", email: "long@example.com", password: long, confirm_password: long }))
        .statusCode,
    ).toBe(201);
    const login = visitor(app, "203.0.113.50");
    await login.get("/reactapp/csrf/");
    expect(
      (await login.post("/reactapp/drflogin/", { username: "longpass", password: long.slice(0, 63) })).statusCode,
    ).toBe(400);
    expect((await login.post("/reactapp/drflogin/", { username: "longpass", password: long })).statusCode).toBe(200);
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const v = visitor(app, "203.0.113.60");
    await v.get("/reactapp/csrf/");
    const unknown = await v.post("/reactapp/drflogin/", { username: "nobody", password: PASSWORD });
    const wrong = await v.post("/reactapp/drflogin/", { username: "dana", password: "not the password at all" });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
  });

  it("accepts the e-mail address in place of the username, in any case, and says nothing of staff to customers", async () => {
    const v = visitor(app, "203.0.113.65");
    await v.get("/reactapp/csrf/");
    const login = await v.post("/reactapp/drflogin/", { username: "DANA@example.com", password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toEqual({ username: "dana", name: "dana", email: "dana@example.com" });
    const wrong = await v.post("/reactapp/drflogin/", {
      username: "dana@example.com",
      password: "not the password at all",
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("refuses a username holding @, which could be someone else's address", async () => {
    const before = await users();
    const response = await register(visitor(app, "203.0.113.66"), {
      username: "admin@qtosolutions.example",
      email: "admin-squatter@example.com",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().username).toEqual(["Enter a valid username: letters, digits and . + - _ only."]);
    expect(await users()).toBe(before);
  });

  it("signs an account in by its address even when an older username is that address", async () => {
    expect(
      (await register(visitor(app, "203.0.113.67"), { username: "boss", email: "Boss@qtosolutions.example" }))
        .statusCode,
    ).toBe(201);
    // Registered before usernames lost their "@", by someone else.
    const squatter = await app.accounts.users.create({
      username: "boss@qtosolutions.example",
      email: "squatter@example.com",
      password_hash: "not a hash",
    });
    expect(squatter).toHaveProperty("id");
    const v = visitor(app, "203.0.113.68");
    await v.get("/reactapp/csrf/");
    const login = await v.post("/reactapp/drflogin/", { username: "BOSS@qtosolutions.example", password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().username).toBe("boss");
  });

  it("rotates the session at login and ends it at logout", async () => {
    const v = visitor(app, "203.0.113.70");
    await v.get("/reactapp/csrf/");
    v.jar.set("sessionid", "planted-by-an-attacker");
    const login = await v.post("/reactapp/drflogin/", { username: "Dana", password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const session = v.jar.get("sessionid")!;
    expect(session).not.toBe("planted-by-an-attacker");
    expect((await v.get("/reactapp/me/")).statusCode).toBe(200);
    expect((await v.post("/reactapp/logout/", {}, { csrf: false })).statusCode).toBe(403);
    expect((await v.post("/reactapp/logout/", {})).statusCode).toBe(200);
    // The old cookie, replayed after logout, opens nothing.
    const replay = await app.inject({ url: "/reactapp/me/", headers: { cookie: `sessionid=${session}` } });
    expect(replay.statusCode).toBe(403);
  });

  it("renews the CSRF secret at login: the token from before it no longer works", async () => {
    const v = visitor(app, "203.0.113.75");
    await v.get("/reactapp/csrf/");
    const before = { secret: v.jar.get("_csrf")!, token: v.jar.get("csrftoken")! };
    const login = await v.post("/reactapp/drflogin/", { username: "dana", password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(v.jar.get("_csrf")).not.toBe(before.secret);
    expect(v.jar.get("csrftoken")).not.toBe(before.token);
    const stale = await app.inject({
      method: "POST",
      url: "/reactapp/logout/",
      headers: { cookie: [...v.jar].map(([k, value]) => `${k}=${value}`).join("; "), "x-csrftoken": before.token },
    });
    expect(stale.statusCode).toBe(403);
    expect((await v.get("/reactapp/me/")).statusCode).toBe(200);
    expect((await v.post("/reactapp/logout/", {})).statusCode).toBe(200);
  });

  it("throttles failed logins per IP with 429 and Retry-After, and lets the owner in from elsewhere", async () => {
    const v = visitor(app, "203.0.113.80");
    await v.get("/reactapp/csrf/");
    for (let i = 0; i < 5; i++) {
      expect((await v.post("/reactapp/drflogin/", { username: "dana", password: `wrong guess ${i}` })).statusCode).toBe(
        400,
      );
    }
    const locked = await v.post("/reactapp/drflogin/", { username: "dana", password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // The address is locked for other accounts too; the account is not locked for its owner at an
    // address that has not failed (login-throttle.test.ts has the rest).
    expect((await v.post("/reactapp/drflogin/", { username: "longpass", password: "whatever it is" })).statusCode).toBe(
      429,
    );
    const owner = visitor(app, "198.51.100.9");
    await owner.get("/reactapp/csrf/");
    expect((await owner.post("/reactapp/drflogin/", { username: "dana", password: PASSWORD })).statusCode).toBe(200);
  });

  it("answers /me with 403 for a visitor who is not signed in", async () => {
    const response = await app.inject({ url: "/reactapp/me/" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: "Authentication credentials were not provided." });
  });

  it("answers /session with 200 whether or not the browser is signed in", async () => {
    const stranger = await app.inject({ url: "/reactapp/session/" });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ authenticated: false });
    const expired = await app.inject({ url: "/reactapp/session/", headers: { cookie: "sessionid=long-gone" } });
    expect(expired.json()).toEqual({ authenticated: false });

    const v = visitor(app, "203.0.113.90");
    await v.get("/reactapp/csrf/");
    expect((await v.post("/reactapp/drflogin/", { username: "dana", password: PASSWORD })).statusCode).toBe(200);
    const signedIn = await v.get("/reactapp/session/");
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    expect(signedIn.json()).toMatchObject({ authenticated: true, me: { username: "dana", email: "dana@example.com" } });
  });
});
