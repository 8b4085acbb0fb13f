// A quote's files are kept 30 days after its lead is marked spam and 180 days after it is won or lost,
// then removed by a daily job; the lead desk names a removed file ("removed after N days") where its
// link was, its download answers 410, and the customer's Drive no longer lists it.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileRemoved } from "../../../../contract/staff/leads.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const CLOSED_AT = Date.parse("2027-01-01T12:00:00.000Z");
const quoteParts = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
  [value].flat().map((item) => ({ name, value: String(item) })),
);

describe.each(TEST_DATABASES)("server/leads/file-retention on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  let staff: StaffSession;
  let customer: Awaited<ReturnType<typeof signedIn>>;
  const ids: Record<string, number> = {};
  const uploads = () => readdirSync(path.join(dataDir, "uploads")).length;

  /** A quote with two files, sent by the signed-in customer, then put in `status` by staff at `at`. */
  async function quote(name: string, status: string, at: number) {
    const { payload, headers } = multipart([
      ...quoteParts,
      { name: "specification_files", filename: `${name}-plans.pdf`, content: PDF },
      { name: "specification_files", filename: `${name}-specs.pdf`, content: PDF },
    ]);
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.quote.path,
      payload,
      headers,
      cookies: customer.cookies,
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[name] = response.json().id;
    const updated_at = new Date(at).toISOString();
    await app.db.updateTable("leads").set({ status, updated_at }).where("id", "=", ids[name]!).execute();
  }

  /** Runs the day's jobs as the runner would at `at`. */
  async function dayOf(at: number) {
    await app.jobs.sweep(new Date(at));
    await app.jobs.runDue(new Date(at));
  }

  const filesOf = async (name: string) =>
    (await app.inject({ url: `/reactapp/staff/leads/${ids[name]}`, ...staff.as() })).json().files as Array<{
      id: number;
      removed: { at: string; after_days: number } | null;
    }>;

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    staff = await signedInStaff(app, "retention-staff");
    customer = await signedIn(app, "retention-customer");
    await quote("spam", "spam", CLOSED_AT);
    await quote("won", "won", CLOSED_AT);
    await quote("lost-later", "lost", CLOSED_AT + 20 * DAY_MS);
    await quote("open", "contacted", CLOSED_AT);
  });
  afterAll(() => app?.close());

  it("keeps every file while no rule's days have passed", async () => {
    await dayOf(CLOSED_AT + 29 * DAY_MS);
    expect(uploads()).toBe(8);
    expect((await filesOf("spam")).map((file) => file.removed)).toEqual([null, null]);
  });

  it("removes a spam lead's files 30 days after, and records it on each file", async () => {
    await dayOf(CLOSED_AT + 31 * DAY_MS);
    expect(uploads()).toBe(6);
    const files = await filesOf("spam");
    expect(files.map((file) => file.removed?.after_days)).toEqual([30, 30]);
    for (const file of files) expect(Date.parse(file.removed!.at)).toBeGreaterThan(Date.now() - 60_000);
    for (const name of ["won", "lost-later", "open"])
      expect((await filesOf(name)).map((file) => file.removed)).toEqual([null, null]);
  });

  it("answers 410 for a removed file's download, with why", async () => {
    const [file] = await filesOf("spam");
    const response = await app.inject({ url: `/reactapp/staff/leads/${ids.spam}/files/${file!.id}`, ...staff.as() });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ detail: fileRemoved(30) });
  });

  it("removes a won or lost lead's files 180 days after, and never an open lead's", async () => {
    await dayOf(CLOSED_AT + 181 * DAY_MS);
    expect((await filesOf("won")).map((file) => file.removed?.after_days)).toEqual([180, 180]);
    expect((await filesOf("lost-later")).map((file) => file.removed)).toEqual([null, null]);
    await dayOf(CLOSED_AT + 201 * DAY_MS);
    expect((await filesOf("lost-later")).map((file) => file.removed?.after_days)).toEqual([180, 180]);
    await dayOf(CLOSED_AT + 2_000 * DAY_MS);
    expect((await filesOf("open")).map((file) => file.removed)).toEqual([null, null]);
    expect(uploads()).toBe(2);
  });

  it("leaves removed files out of the customer's Drive", async () => {
    const drive = await app.inject({ url: "/reactapp/account/drive/", cookies: customer.cookies });
    const quotes = drive.json().quotes as Array<{ files: Array<{ name: string }> }>;
    expect(quotes.flatMap((quote) => quote.files.map((file) => file.name))).toEqual([
      "open-plans.pdf",
      "open-specs.pdf",
    ]);
  });
});
