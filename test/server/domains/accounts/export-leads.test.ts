// The leads an account's export holds: those sent signed in to it, and those sent signed out with its
// address once the address is verified; never a lead of someone who merely shares, or once had, the address.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { lastLinkToken } from "../../../helpers/outbox.ts";

const PASSWORD = "a long enough passphrase";

describe.each(TEST_DATABASES)("server: the account export's leads on $name", ({ url }) => {
  const dataDir = tempDataDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    await app.ready();
  });
  afterAll(() => app?.close());

  type Browser = { cookies: Record<string, string>; token: string };
  const post = (as: Browser, path: string, payload?: object) =>
    app.inject({ method: "POST", url: path, payload, cookies: as.cookies, headers: { "x-csrftoken": as.token } });
  const contact = async (email: string, as?: Browser) =>
    (
      await app.inject({
        method: "POST",
        url: VALID_LEADS.contact.path,
        payload: { ...VALID_LEADS.contact.body, email },
        cookies: as?.cookies,
      })
    ).json().reference as string;
  const exported = async (as: Browser) => {
    const answer = await app.inject({ url: "/reactapp/account/export/", cookies: as.cookies });
    expect(answer.statusCode).toBe(200);
    return answer.json().leads.map((lead: { reference: string }) => lead.reference);
  };
  /** Opens the last link of `page` e-mailed to `email`, posting its token to `path`. */
  async function openLink(as: Browser, email: string, page: string, path: string) {
    await app.jobs.runDue();
    const token = lastLinkToken(dataDir, email, page);
    const opened = await post(as, path, { token });
    expect(opened.statusCode, opened.body).toBe(200);
  }
  const verify = (as: Browser, email: string) =>
    openLink(as, email, "/account/verify-email/", "/reactapp/account/verify/confirm/");
  async function moveTo(as: Browser, email: string) {
    const asked = await post(as, "/reactapp/account/email/", { email, current_password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(202);
    await openLink(as, email, "/account/confirm-email/", "/reactapp/account/email/confirm/");
  }

  it("leaves out what was sent with the address until the address is verified, then adds it", async () => {
    const sent = await contact("pm@target-gc.example");
    const claimant = await signedIn(app, "claimant", "PM@target-gc.example");
    expect(await exported(claimant)).toEqual([]);
    await verify(claimant, "PM@target-gc.example");
    expect(await exported(claimant)).toEqual([sent]);
  });

  it("never carries a lead sent signed in to another account to whoever takes its address later", async () => {
    const first = await signedIn(app, "first", "office@reyes.example");
    const theirs = await contact("office@reyes.example", first);
    await moveTo(first, "dana@reyes.example");
    const next = await signedIn(app, "next", "next@reyes.example");
    await moveTo(next, "office@reyes.example");
    const mine = await contact("office@reyes.example", next);
    expect(await exported(next)).toEqual([mine]);
    expect(await exported(first)).toEqual([theirs]);
  });
});
