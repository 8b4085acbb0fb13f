// The forgotten password: the same answer whether an account uses the address or not, a link e-mailed by
// a job, its token stored only hashed, working once and for one hour, and a reset that ends every session.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { lastLinkToken, mailsTo } from "../../../helpers/outbox.ts";

const OLD = "a long enough passphrase";
const NEW = "violet harbor tractor mosaic";
const RESET_PAGE = "/account/reset-password/";

describe.each(TEST_DATABASES)("server: forgotten password on $name", ({ url }) => {
  const dataDir = tempDataDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    await app.ready();
  });
  afterAll(() => app?.close());

  async function csrf() {
    const answer = await app.inject({ url: "/reactapp/csrf/" });
    const cookies = Object.fromEntries(answer.cookies.map((c) => [c.name, c.value]));
    return { cookies, headers: { "x-csrftoken": cookies.csrftoken! } };
  }
  const post = async (path: string, payload: object, ip = "10.0.0.1") =>
    app.inject({ method: "POST", url: path, payload, remoteAddress: ip, ...(await csrf()) });
  const forgot = (email: string, ip?: string) => post("/reactapp/account/forgot-password/", { email }, ip);
  const reset = (token: string, password: string, ip?: string) =>
    post("/reactapp/account/reset-password/", { token, password }, ip);
  const me = (cookies: Record<string, string>) => app.inject({ url: "/reactapp/me/", cookies });

  it("answers an unknown address exactly as a known one, and e-mails only the account", async () => {
    await signedIn(app, "known");
    const known = await forgot("known@example.com", "10.0.0.2");
    const unknown = await forgot("nobody@example.com", "10.0.0.3");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await app.jobs.runDue();
    expect(mailsTo(dataDir, "nobody@example.com")).toEqual([]);
    expect(lastLinkToken(dataDir, "known@example.com", RESET_PAGE)).toBeTruthy();
  });

  it("stores only the token's SHA-256, and the link works once", async () => {
    const first = await signedIn(app, "once");
    const second = await loggedIn(app, "once", OLD);
    await forgot("once@example.com", "10.0.0.4");
    await app.jobs.runDue();
    const token = lastLinkToken(dataDir, "once@example.com", RESET_PAGE)!;
    const stored = await app.db.selectFrom("account_tokens").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    const jobs = await app.db.selectFrom("jobs").select("payload").execute();
    expect(JSON.stringify(jobs)).not.toContain(token);

    const used = await reset(token, NEW);
    expect(used.statusCode, used.body).toBe(200);
    // Every session of the account ended, the one that asked included.
    expect((await me(first.cookies)).statusCode).toBe(403);
    expect((await me(second.cookies)).statusCode).toBe(403);
    expect((await loggedIn(app, "once", OLD)).response.statusCode).toBe(400);
    expect((await loggedIn(app, "once", NEW)).response.statusCode).toBe(200);

    const again = await reset(token, "another quiet meadow lantern");
    expect(again.statusCode).toBe(400);
    expect(again.json().token[0]).toMatch(/expired or was used/);
  });

  it("refuses a weak password without using the link", async () => {
    await signedIn(app, "weak");
    await forgot("weak@example.com", "10.0.0.5");
    await app.jobs.runDue();
    const token = lastLinkToken(dataDir, "weak@example.com", RESET_PAGE)!;
    const weak = await reset(token, "password1234");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().password).toHaveLength(1);
    expect((await reset(token, NEW)).statusCode).toBe(200);
  });

  it("refuses a link older than one hour", async () => {
    await signedIn(app, "late");
    await forgot("late@example.com", "10.0.0.6");
    await app.jobs.runDue();
    const token = lastLinkToken(dataDir, "late@example.com", RESET_PAGE)!;
    const hash = createHash("sha256").update(token).digest("hex");
    const row = await app.db
      .selectFrom("account_tokens")
      .selectAll()
      .where("token_hash", "=", hash)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);
    await app.db
      .updateTable("account_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hash)
      .execute();
    expect((await reset(token, NEW)).statusCode).toBe(400);
    expect((await loggedIn(app, "late", OLD)).response.statusCode).toBe(200);
  });

  it("limits requests per address as the login throttle does", async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await forgot(`guess${i}@example.com`, "10.0.0.99")).statusCode);
    expect(answers.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(answers.at(-1)).toBe(429);
  });

  it("keeps answering the owner, and mails at most three links an hour, however many ask for their address", async () => {
    await signedIn(app, "popular");
    for (let i = 0; i < 6; i++) expect((await forgot("popular@example.com", `10.0.1.${i}`)).statusCode).toBe(202);
    const owner = await forgot("popular@example.com", "10.0.1.99");
    expect(owner.statusCode).toBe(202);
    await app.jobs.runDue();
    expect(mailsTo(dataDir, "popular@example.com").filter((mail) => mail.includes(RESET_PAGE))).toHaveLength(3);
    // The links the others asked for reached the owner, and each works.
    const token = lastLinkToken(dataDir, "popular@example.com", RESET_PAGE)!;
    expect((await reset(token, NEW, "10.0.1.99")).statusCode).toBe(200);
  });

  it("limits resets per IP with 429 and Retry-After", async () => {
    const made = (i: number) => `made-up-link-number-${i}-of-many`;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await reset(made(i), NEW, "10.0.2.1"));
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[5]!.statusCode).toBe(429);
    expect(Number(answers[5]!.headers["retry-after"])).toBeGreaterThan(0);
    expect((await reset(made(6), NEW, "10.0.2.2")).statusCode).toBe(400);
  });

  it("limits the tries with one account's links, from any IP", async () => {
    await signedIn(app, "tried");
    await forgot("tried@example.com", "10.0.3.1");
    await app.jobs.runDue();
    const token = lastLinkToken(dataDir, "tried@example.com", RESET_PAGE)!;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await reset(token, "password1234", `10.0.3.${10 + i}`)).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("refuses bad bodies with 400", async () => {
    expect((await forgot("not an address")).statusCode).toBe(400);
    expect((await post("/reactapp/account/reset-password/", { token: 5, password: [] })).statusCode).toBe(400);
  });
});
