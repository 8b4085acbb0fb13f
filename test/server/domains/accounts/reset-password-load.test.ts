// Made-up reset links cost no password hash: sent by the hundred, from as many addresses (the per-IP limit
// does not help), they leave the hashing queue every login shares (hashing-queue.ts) free.
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

// Counts the passwords hashed: each one is a third of a second of scrypt in a queue of two.
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../../server/infra/auth/passwords.ts", async (importOriginal) => {
  const passwords = await importOriginal<typeof import("../../../../server/infra/auth/passwords.ts")>();
  return {
    ...passwords,
    hashPassword: (password: string) => {
      hashed.count++;
      return passwords.hashPassword(password);
    },
  };
});

const PASSWORD = "a long enough passphrase";
const BOGUS = 200;
const MARGIN_MS = 5000;

describe.each(TEST_DATABASES)("server: made-up reset links on $name", ({ url }) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    await app.ready();
  });
  afterAll(() => app?.close());

  /** How long a login of `username` takes to be answered, or undefined after `patienceMs`. */
  async function loginTime(username: string, patienceMs: number): Promise<number | undefined> {
    const started = performance.now();
    const login = loggedIn(app, username, PASSWORD).then(({ response }) => {
      expect(response.statusCode, response.body).toBe(200);
      return performance.now() - started;
    });
    return Promise.race([login, delay(patienceMs).then(() => undefined)]);
  }

  // Hashed, the made-up links would hold the queue for 200 × a third of a second / 2 lanes ≈ 33 s; the
  // margin (5 s) is far below that and far above what 200 refused requests cost a busy test machine.
  it(`hashes nothing for ${BOGUS} made-up links, and a login sent among them is answered within seconds of one sent alone`, async () => {
    await signedIn(app, "regular");
    // The login's own hash, on this machine under its present load.
    const alone = (await loginTime("regular", 30_000))!;
    const csrf = await app.inject({ url: "/reactapp/csrf/" });
    const cookies = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
    hashed.count = 0;
    const bogus = Array.from({ length: BOGUS }, (_, i) =>
      app.inject({
        method: "POST",
        url: "/reactapp/account/reset-password/",
        remoteAddress: `10.9.${i >> 8}.${i & 255}`,
        cookies,
        headers: { "x-csrftoken": cookies.csrftoken! },
        payload: { token: `made-up-link-number-${i}-of-many`, password: "violet harbor tractor mosaic" },
      }),
    );
    const loaded = await loginTime("regular", alone + MARGIN_MS);
    expect(loaded ?? Infinity, `alone: ${Math.round(alone)} ms`).toBeLessThan(alone + MARGIN_MS);
    const answers = await Promise.all(bogus);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(BOGUS).fill(400));
    expect(hashed.count).toBe(0);
  });
});
