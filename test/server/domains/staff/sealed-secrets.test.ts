// Staff's TOTP secrets are sealed in the database under SECOND_FACTOR_KEY: a row holds no secret in plain
// text, a sealed one opens only with its key and for its owner, one stored before sealing is sealed at
// start and keeps working, and a server given the wrong key refuses to start.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretBox } from "../../../../server/domains/staff/secret-box.ts";
import { newSecret } from "../../../../server/domains/staff/totp.ts";
import { keepCookies, loggedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { totpCode } from "../../../helpers/totp.ts";

const KEY = "a-test-only-second-factor-key-of-forty-characters";
const BASE = "/reactapp/staff/second-factor";

describe("secretBox", () => {
  const box = secretBox(KEY);
  const secret = newSecret();

  it("seals a secret so that it opens for its owner with the key, and holds it not in the clear", () => {
    const sealed = box.seal(secret, 7);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret, 7)).not.toBe(sealed);
    expect(box.open(sealed, 7)).toBe(secret);
  });

  it("refuses a sealed secret opened for another owner, altered, shortened, or with another key", () => {
    const sealed = box.seal(secret, 7);
    expect(() => box.open(sealed, 8)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open(`v1:${bytes.toString("base64url")}`, 7)).toThrow();
    // The IV and 4 bytes: too short for a whole tag and a secret (Node would take a shortened tag).
    expect(() => box.open(`v1:${bytes.subarray(0, 16).toString("base64url")}`, 7)).toThrow();
    expect(() => secretBox(KEY.replace("test", "fake")).open(sealed, 7)).toThrow();
  });

  it("refuses a secret in plain text: only the start takes those, to seal them", () => {
    expect(box.isSealed(secret)).toBe(false);
    expect(() => box.open(secret, 7)).toThrow(/not a sealed secret/);
  });
});

describe.each(TEST_DATABASES)("server: sealed second-factor secrets on $name", ({ url }) => {
  let databaseUrl: string;
  let dataDir: string;
  let app: FastifyInstance;
  let sam: StaffSession;
  const start = (key = KEY) =>
    testApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_PROJECTS: "0", SECOND_FACTOR_KEY: key });
  const stored = async (userId: number) =>
    (await app.db.selectFrom("second_factors").select("secret").where("user_id", "=", userId).executeTakeFirstOrThrow())
      .secret;
  // Keeps the cookies answered, as a browser: passing the second factor gives the session a new id.
  const post = async (session: StaffSession, path: string, payload?: object) =>
    keepCookies(session.cookies, await app.inject({ method: "POST", url: BASE + path, payload, ...session.as() }));

  beforeAll(async () => {
    databaseUrl = await url();
    dataDir = tempDataDir();
    app = await start();
    sam = await signedInStaff(app, "sam", { secondFactor: false });
  });
  afterAll(() => app?.close());

  it("stores an enrolment's secret sealed, and checks codes with it", async () => {
    const key: string = (await post(sam, "/enrolment/")).json().key;
    const secret = await stored(sam.userId);
    expect(secret).toMatch(/^v1:/);
    expect(secret).not.toContain(key.replace(/\s/g, ""));
    expect((await post(sam, "/enrolment/confirm/", { code: totpCode(key) })).statusCode).toBe(200);
  });

  it("seals at start a secret stored in plain text before, which keeps working", async () => {
    const ida = await signedInStaff(app, "ida", { secondFactor: false });
    const plain = newSecret();
    const now = new Date().toISOString();
    await app.db
      .insertInto("second_factors")
      .values({ user_id: ida.userId, secret: plain, created_at: now, confirmed_at: now, last_step: null })
      .execute();
    await app.close();
    app = await start();
    expect(await stored(ida.userId)).toMatch(/^v1:/);
    const { cookies, token, response } = await loggedIn(app, "ida", "a long enough passphrase");
    expect(response.json().second_factor).toBe("required");
    const session = { ...ida, cookies, token, as: () => ({ cookies, headers: { "x-csrftoken": token } }) };
    expect((await post(session, "/verify/", { code: totpCode(plain) })).statusCode).toBe(200);
  });

  it("starts with a secret that does not open (moved to another member), and refuses a key that opens none", async () => {
    const kim = await signedInStaff(app, "kim", { secondFactor: false });
    expect((await post(kim, "/enrolment/")).statusCode).toBe(200);
    // Sam's sealed secret copied into kim's row: it opens for sam only.
    await app.db
      .updateTable("second_factors")
      .set({ secret: await stored(sam.userId) })
      .where("user_id", "=", kim.userId)
      .execute();
    await app.close();
    app = await start();
    expect((await app.inject({ url: BASE + "/", ...sam.as() })).statusCode).toBe(200);
    await expect(start(KEY.replace("test", "fake"))).rejects.toThrow(/SECOND_FACTOR_KEY does not open/);
  });
});
