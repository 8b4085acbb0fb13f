// Two server processes behind nginx on one PostgreSQL database, uploads in one S3-compatible bucket:
// what one process counts, stores, publishes or signs in, the other honours. Like
// every PostgreSQL suite it runs when TEST_DATABASE_URL is set (CI sets it); then a missing nginx fails
// it rather than letting it pass unrun.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetail } from "../../contract/staff/leads.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../helpers/app.ts";
import { VALID_LEADS } from "../helpers/leads.ts";
import { multipart, PDF } from "../helpers/multipart.ts";
import { startNginx, type RunningNginx } from "../../scripts/lib/nginx.ts";
import { spawnServer, type ServerProcess } from "../../scripts/lib/server-process.ts";
import { PROJECT_INPUT } from "../helpers/projects.ts";
import { startS3, type RunningS3 } from "../helpers/s3.ts";
import { signedInStaff, type StaffSession } from "../helpers/staff.ts";

const POSTGRES = TEST_DATABASES.filter((database) => database.name === "postgres");
const VISIBLE_WITHIN_MS = 5_000;

type Cookies = Record<string, string>;
type Call = {
  via?: 0 | 1;
  method?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  cookies?: Cookies;
};

/** The cookies an answer sets, added to `into`. */
function keepCookies(response: Response, into: Cookies = {}): Cookies {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    into[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return into;
}

describe.each(POSTGRES)("two server processes behind nginx on one PostgreSQL database", ({ url }) => {
  let s3: RunningS3;
  let setup: FastifyInstance;
  let staff: StaffSession;
  const processes: ServerProcess[] = [];
  let nginx: RunningNginx;

  /** A request through nginx: round robin, or to process `via`. */
  const call = (path: string, { via, method = "GET", body, headers = {}, cookies }: Call = {}) =>
    fetch(`${nginx.origin}${path}`, {
      method,
      body: body as BodyInit | undefined,
      redirect: "manual",
      headers: {
        ...headers,
        ...(via === undefined ? {} : { "x-process": String(via) }),
        ...(cookies
          ? {
              cookie: Object.entries(cookies)
                .map(([name, value]) => `${name}=${value}`)
                .join("; "),
            }
          : {}),
      },
    });
  /** A console call by the staff member, through process `via`. */
  const asStaff = (via: 0 | 1, method = "GET", payload?: object): Call => ({
    via,
    method,
    cookies: staff.cookies,
    headers: { "x-csrftoken": staff.token, ...(payload ? { "content-type": "application/json" } : {}) },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });

  beforeAll(async () => {
    const databaseUrl = await url();
    s3 = await startS3();
    const env = {
      DATABASE_URL: databaseUrl,
      S3_URL: s3.url,
      SEED_PROJECTS: "0",
      RATE_LIMIT_LEADS: "3/10m",
      TRUST_PROXY: "127.0.0.1",
    };
    // This test's own handle on the database (migrating it first): staff are made here.
    setup = await testApp({ ...env, DATA_DIR: tempDataDir(), JOBS_POLL_MS: "0" });
    staff = await signedInStaff(setup, "ops-olga");
    for (let index = 0; index < 2; index++) processes.push(await spawnServer({ ...env, DATA_DIR: tempDataDir() }));
    nginx = await startNginx(processes.map((process) => process.port));
  }, 180_000);
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(processes.map((process) => process.stop()));
    await setup?.close();
    await s3?.stop();
  });

  it("holds the lead limit across both processes", async () => {
    const send = () =>
      call(VALID_LEADS.contact.path, {
        method: "POST",
        body: JSON.stringify(VALID_LEADS.contact.body),
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.50" },
      });
    const answers = [];
    for (let count = 0; count < 4; count++) answers.push(await send());
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    const upstreams = new Set(answers.map((answer) => answer.headers.get("x-upstream")));
    expect(upstreams).toEqual(new Set(processes.map((process) => `127.0.0.1:${process.port}`)));
  });

  it("lets staff on one process download the PDF a quote request sent through the other", async () => {
    const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => ({ name, value: item })) : [{ name, value: String(value) }],
    );
    const { payload, headers } = multipart([
      ...fields,
      { name: "specification_files", filename: "plans.pdf", content: PDF },
    ]);
    const sent = await call(VALID_LEADS.quote.path, {
      via: 0,
      method: "POST",
      body: payload,
      headers: { ...headers, "x-forwarded-for": "198.51.100.20" },
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const lead = (await (await call(`/reactapp/staff/leads/${id}`, asStaff(1))).json()) as LeadDetail;
    const [file] = lead.files;
    const download = await call(`/reactapp/staff/leads/${id}/files/${file!.id}`, asStaff(1));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
  });

  it(`shows a project published through one process on the other within ${VISIBLE_WITHIN_MS / 1000} s`, async () => {
    const name = "Wrenfield Pumping Station";
    const board = async (via: 0 | 1) =>
      (
        (await (await call(`/reactapp/projects/projects/?keyword=Wrenfield`, { via })).json()) as {
          results: Array<{ project_id: number }>;
        }
      ).results.map((card) => card.project_id);
    expect(await board(1)).toEqual([]);
    const created = await call("/reactapp/staff/projects/", asStaff(0, "POST", { ...PROJECT_INPUT, name }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await call(`/reactapp/staff/projects/${id}/publish`, asStaff(0, "POST"));
    expect(published.status).toBe(200);
    const publishedAt = Date.now();
    let seen: number[] = [];
    while (Date.now() - publishedAt < VISIBLE_WITHIN_MS && !seen.includes(id)) {
      seen = await board(1);
      if (!seen.includes(id)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual([id]);
  });

  it("keeps a session made on one process valid on the other, and a sign-out on either ends it", async () => {
    const cookies = keepCookies(await call("/reactapp/csrf/", { via: 0 }));
    const password = "a long enough passphrase";
    const registered = await call("/reactapp/register/", {
      via: 0,
      method: "POST",
      cookies,
      headers: { "content-type": "application/json", "x-csrftoken": cookies.csrftoken! },
      body: JSON.stringify({
        username: "two-sites",
        email: "two-sites@example.com",
        password,
        confirm_password: password,
      }),
    });
    expect(registered.status).toBe(201);
    keepCookies(registered, cookies);
    const me = await call("/reactapp/me/", { via: 1, cookies });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe("two-sites");
    const out = await call("/reactapp/logout/", {
      via: 1,
      method: "POST",
      cookies,
      headers: { "x-csrftoken": cookies.csrftoken! },
    });
    expect(out.status).toBeLessThan(300);
    // Django REST Framework's answer to a visitor who is not signed in (session authentication): 403.
    expect((await call("/reactapp/me/", { via: 0, cookies })).status).toBe(403);
  });
});
