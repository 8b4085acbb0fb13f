// Registration refuses passwords a cracker guesses early, whatever their length:
// repeats, repeated sequences, blanks. zxcvbn-ts estimates it; long passphrases still pass.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir, testApp } from "../../../helpers/app.ts";

describe("server: password strength at registration", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ DATA_DIR: tempDataDir(), SEED_PROJECTS: "0" });
  });
  afterAll(() => app?.close());

  async function register(username: string, password: string) {
    const csrf = await app.inject({ url: "/reactapp/csrf/" });
    const cookies = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
    return app.inject({
      method: "POST",
      url: "/reactapp/register/",
      cookies,
      headers: { "x-csrftoken": cookies.csrftoken! },
      payload: { username, email: `${username}@example.com`, password, confirm_password: password },
    });
  }

  it.each([" ".repeat(12), "a".repeat(12), "123412341234", "qwertyuiopas", "abcdefghijkl", "Password2027!"])(
    "refuses %j, long enough but easy to guess",
    async (password) => {
      const response = await register("weak", password);
      expect(response.statusCode).toBe(400);
      expect(response.json().password?.[0]).toMatch(/too (easy to guess|common)/);
      expect(await app.db.selectFrom("users").select("id").execute()).toEqual([]);
    },
  );

  it("takes a passphrase of unrelated words", async () => {
    expect((await register("strong", "a long enough passphrase")).statusCode).toBe(201);
  });
});
