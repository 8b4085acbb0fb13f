// The mail an account can have us send in the firm's name (a verification link, a link to a new address):
// limited per account and per IP, at most three links of a kind an hour to any one address, and never
// greeting an address nobody has proved with text the account holder typed.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { mailsTo } from "../../../helpers/outbox.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

const PASSWORD = "a long enough passphrase";
const PITCH = "Claim your prize at prize-desk dot example";

describe.each(TEST_DATABASES)("server: account mail on $name", ({ url }) => {
  const dataDir = tempDataDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: dataDir,
      SEED_PROJECTS: "0",
      JOBS_POLL_MS: "0",
      RATE_LIMIT_USERS: "50/1h",
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  type Browser = { cookies: Record<string, string>; token: string };
  const post = (as: Browser, path: string, payload?: object, ip = "10.0.0.1") =>
    app.inject({
      method: "POST",
      url: path,
      payload,
      remoteAddress: ip,
      cookies: as.cookies,
      headers: { "x-csrftoken": as.token },
    });
  const moveTo = (as: Browser, email: string, ip?: string) =>
    post(as, "/reactapp/account/email/", { email, current_password: PASSWORD }, ip);
  const rename = (as: Browser, full_name: string) =>
    app.inject({
      method: "PUT",
      url: "/reactapp/account/profile/",
      payload: { full_name, company: "", role: "Architect" },
      cookies: as.cookies,
      headers: { "x-csrftoken": as.token },
    });

  it("limits verification links per account with 429 and Retry-After", async () => {
    const browser = await signedIn(app, "resender");
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post(browser, "/reactapp/account/verify/", {}, `10.0.1.${i}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(Number(answers[5]!.headers["retry-after"])).toBeGreaterThan(0);
    await app.jobs.runDue();
    // The one sent at registration and two more: the address's share for the hour.
    expect(mailsTo(dataDir, "resender@example.com")).toHaveLength(3);
  });

  it("limits links to new addresses per account, and both kinds per IP across accounts", async () => {
    const browser = await signedIn(app, "mover");
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await moveTo(browser, `new${i}@elsewhere.example`, `10.0.2.${i}`)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const shared = [];
    for (let i = 0; i < 6; i++) {
      const another = await signedIn(app, `neighbour${i}`);
      shared.push((await post(another, "/reactapp/account/verify/", {}, "10.0.3.1")).statusCode);
    }
    expect(shared).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("sends no address more than three links of a kind an hour, however many accounts ask", async () => {
    for (let i = 0; i < 2; i++) {
      const asker = await signedIn(app, `asker${i}`);
      for (let j = 0; j < 2; j++) {
        expect((await moveTo(asker, "target@elsewhere.example", `10.0.4.${i}`)).statusCode).toBe(202);
      }
    }
    await app.jobs.runDue();
    expect(mailsTo(dataDir, "target@elsewhere.example")).toHaveLength(3);
  });

  it("greets an address nobody proved without the account's name, and the owner's verified one with it", async () => {
    const sender = await signedIn(app, "pitcher");
    expect((await rename(sender, PITCH)).statusCode).toBe(200);
    expect((await moveTo(sender, "stranger@elsewhere.example", "10.0.5.1")).statusCode).toBe(202);
    expect((await post(sender, "/reactapp/account/verify/", {}, "10.0.5.1")).statusCode).toBe(202);
    await app.jobs.runDue();
    const [toStranger] = mailsTo(dataDir, "stranger@elsewhere.example");
    expect(toStranger).toMatch(/^Hello,$/m);
    expect(toStranger).not.toMatch(/pitcher|prize/i);
    const unproved = mailsTo(dataDir, "pitcher@example.com");
    expect(unproved).toHaveLength(2);
    for (const mail of unproved) expect(mail).not.toMatch(/Hello pitcher|prize/i);

    const owner = await verifiedSignedIn(app, dataDir, "owner");
    expect((await rename(owner, "Dana Reyes")).statusCode).toBe(200);
    const csrf = await app.inject({ url: "/reactapp/csrf/" });
    const cookies = Object.fromEntries(csrf.cookies.map((c) => [c.name, c.value]));
    await app.inject({
      method: "POST",
      url: "/reactapp/account/forgot-password/",
      payload: { email: "owner@example.com" },
      cookies,
      headers: { "x-csrftoken": cookies.csrftoken! },
    });
    await app.jobs.runDue();
    const reset = mailsTo(dataDir, "owner@example.com").filter((mail) => mail.includes("/account/reset-password/"));
    expect(reset).toEqual([expect.stringMatching(/^Hello Dana Reyes,$/m)]);
  });
});
