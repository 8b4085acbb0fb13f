// Login throttling under attack: guesses sent together are counted before any is
// checked, so no more than the limit reach the password hash; an attacker's failures do not lock the
// owner out of their own account; registrations are throttled per address too.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

// Counts the passwords actually checked: each one is a third of a second of scrypt.
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../../server/infra/auth/passwords.ts", async (importOriginal) => {
  const passwords = await importOriginal<typeof import("../../../../server/infra/auth/passwords.ts")>();
  return {
    ...passwords,
    verifyPassword: (password: string, stored: string) => {
      checked.count++;
      return passwords.verifyPassword(password, stored);
    },
  };
});

const PASSWORD = "correct horse battery staple";

describe.each(TEST_DATABASES)("server/infra/auth login throttle on $name", ({ url }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0", RATE_LIMIT_USERS: "3/1h" });
  });
  afterAll(() => app?.close());

  /** A CSRF cookie and token for a visitor at `ip`. */
  const csrf = async (ip: string) => {
    const response = await app.inject({ url: "/reactapp/csrf/", remoteAddress: ip });
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
    return { cookies, headers: { "x-csrftoken": cookies.csrftoken! } };
  };
  const register = async (ip: string, username: string) =>
    app.inject({
      method: "POST",
      url: "/reactapp/register/",
      remoteAddress: ip,
      ...(await csrf(ip)),
      payload: { username, email: `${username}@example.com`, password: PASSWORD, confirm_password: PASSWORD },
    });
  const login = async (ip: string, username: string, password: string) =>
    app.inject({
      method: "POST",
      url: "/reactapp/drflogin/",
      remoteAddress: ip,
      ...(await csrf(ip)),
      payload: { username, password },
    });

  it("checks at most 5 of 20 wrong passwords sent together for one account, refusing the rest with 429", async () => {
    expect((await register("192.0.2.1", "target")).statusCode).toBe(201);
    checked.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login("198.51.100.20", "target", `wrong guess number ${i}`)),
    );
    expect(checked.count).toBeLessThanOrEqual(5);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(checked.count);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - checked.count);
  });

  it("lets the owner in from an address that has not failed while the attacker's address stays locked", async () => {
    expect((await register("192.0.2.2", "owner")).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await login("198.51.100.30", "owner", `guess ${i}`)).statusCode).toBe(400);
    // The attacker's address is refused even with the right password.
    const attacker = await login("198.51.100.30", "owner", PASSWORD);
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(0);
    const owner = await login("192.0.2.2", "owner", PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.cookies.some((c) => c.name === "sessionid")).toBe(true);
  });

  it("throttles registrations per address with 429 and Retry-After, other addresses unaffected", async () => {
    const ip = "203.0.113.99";
    for (const name of ["reg1", "reg2", "reg3"]) expect((await register(ip, name)).statusCode).toBe(201);
    const fourth = await register(ip, "reg4");
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register("203.0.113.100", "reg5")).statusCode).toBe(201);
    const created = await app.db.selectFrom("users").select("username").where("username", "=", "reg4").execute();
    expect(created).toEqual([]);
  });
});
