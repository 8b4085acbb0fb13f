// The console's permissions table (contract/staff/permissions.ts), walked row by row: each row's action
// is tried by a staff member and by an administrator; a role the row lists is let through (2xx), a role it
// does not list hears 403 and leaves every table as it was. A row added without a request here fails the
// type check and the first test.
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_ACTION_NAMES, may, type ConsoleActionName } from "../../../../contract/staff/permissions.ts";
import { IMPORT_PATHS } from "../../../../contract/staff/project-import.ts";
import { REFUSALS, STAFF_ROLES } from "../../../../contract/staff/staff.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { databaseSnapshot } from "../../../helpers/db-snapshot.ts";
import { insertProject } from "../../../helpers/desk-projects.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { importCsv } from "../../../helpers/project-import-csv.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

/** A request doing the row's action, with whatever it acts on made first (as an administrator). */
type Attempt = () => Promise<InjectOptions>;

describe.each(TEST_DATABASES)("server: the console's roles × actions on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;
  let customer: Awaited<ReturnType<typeof signedIn>>;
  const sessions = {} as Record<(typeof STAFF_ROLES)[number], StaffSession>;
  let made = 0;
  const unique = () => ++made;

  beforeAll(async () => {
    app = await testApp({
      DATABASE_URL: await url(),
      SEED_PROJECTS: "5",
      JOBS_POLL_MS: "0",
      RATE_LIMIT_LEADS: "1000/1m",
    });
    sessions.staff = await signedInStaff(app, "sam");
    sessions.admin = admin = await signedInStaff(app, "ada", { role: "admin" });
    customer = await signedIn(app, "carla");
  });
  afterAll(() => app?.close());

  const as = (session: StaffSession, request: InjectOptions): InjectOptions => ({
    ...request,
    cookies: session.cookies,
    headers: { ...session.as().headers, ...request.headers },
  });
  const created = async (request: InjectOptions) => {
    const response = await app.inject(request);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as Record<string, unknown>;
  };
  const upload = (url: string, parts: Parameters<typeof multipart>[0]): InjectOptions => {
    const body = multipart(parts);
    return { method: "POST", url, payload: body.payload, headers: body.headers };
  };

  const lead = async () =>
    (await created({ method: "POST", url: VALID_LEADS.contact.path, payload: VALID_LEADS.contact.body })).id;
  const reply = async () =>
    (await created({ method: "POST", url: VALID_LEADS.reply.path, payload: VALID_LEADS.reply.body })).id;
  const order = async () => (await placeOrder(app, customer)).id;
  const deliverable = async () => {
    const id = await order();
    const file = { name: "file", filename: "plan.pdf", content: PDF };
    await created(as(admin, upload(`/reactapp/staff/orders/${id}/files/`, [file])));
    const detail = await created(as(admin, { url: `/reactapp/staff/orders/${id}/` }));
    return `/reactapp/staff/orders/${id}/files/${(detail.files as Array<{ id: number }>)[0]!.id}/`;
  };
  const documents = async () => `/reactapp/staff/projects/${await insertProject(app.db)}/documents/`;
  const document = async () => {
    const path = await documents();
    const parts = [
      { name: "kind", value: "plans" },
      { name: "file", filename: "A-101.pdf", content: PDF },
    ];
    return `${path}${(await created(as(admin, upload(path, parts)))).id}/`;
  };

  const ATTEMPTS: Record<ConsoleActionName, Attempt> = {
    "console.me": async () => ({ url: "/reactapp/staff/me/" }),
    "console.second-factor": async () => ({ url: "/reactapp/staff/second-factor/" }),
    "leads.read": async () => ({ url: `/reactapp/staff/leads/${await lead()}` }),
    "leads.export": async () => ({ url: "/reactapp/staff/leads.csv" }),
    "leads.work": async () => ({
      method: "POST",
      url: `/reactapp/staff/leads/${await lead()}/notes`,
      payload: { body: "Called back." },
    }),
    "replies.read": async () => ({ url: "/reactapp/staff/replies/" }),
    "replies.moderate": async () => ({ method: "POST", url: `/reactapp/staff/replies/${await reply()}/approve/` }),
    "orders.read": async () => ({ url: `/reactapp/staff/orders/${await order()}/` }),
    "orders.message": async () => ({
      method: "POST",
      url: `/reactapp/staff/orders/${await order()}/messages/`,
      payload: { body: "Your take-off is on its way." },
    }),
    "orders.progress": async () => ({
      method: "POST",
      url: `/reactapp/staff/orders/${await order()}/status/`,
      payload: { from: "placed", status: "in_progress" },
    }),
    "orders.cancel": async () => ({
      method: "POST",
      url: `/reactapp/staff/orders/${await order()}/status/`,
      payload: { from: "placed", status: "refunded" },
    }),
    "orders.add-deliverable": async () =>
      upload(`/reactapp/staff/orders/${await order()}/files/`, [{ name: "file", filename: "a.pdf", content: PDF }]),
    "orders.delete-deliverable": async () => ({ method: "DELETE", url: await deliverable() }),
    "projects.read": async () => ({ url: "/reactapp/staff/projects/" }),
    "projects.edit": async () => ({
      method: "POST",
      url: `/reactapp/staff/projects/${await insertProject(app.db, { publication: "draft" })}/publish`,
    }),
    "projects.import": async () => ({
      method: "POST",
      url: IMPORT_PATHS.import,
      headers: { "content-type": "text/csv" },
      payload: importCsv(2, { prefix: `ROLE${unique()}` }),
    }),
    "projects.remove-demo": async () => ({
      method: "POST",
      url: "/reactapp/staff/projects/remove-demo",
      payload: { confirm: true },
    }),
    "documents.read": async () => ({ url: `${await document()}file/` }),
    "documents.edit": async () => ({ method: "PATCH", url: await document(), payload: { name: "A-102.pdf" } }),
    "documents.delete": async () => ({ method: "DELETE", url: await document() }),
    "partners.read": async () => ({ url: "/reactapp/staff/partners/" }),
    "partners.change": async () => ({
      method: "POST",
      url: "/reactapp/staff/partners/",
      payload: { id: `partner-${unique()}`, name: "Acme Builders", contact_name: "Ann", contact_email: "a@acme.test" },
    }),
    "partners.allow-origin": async () => ({
      method: "POST",
      url: "/reactapp/staff/partners/unlisted/allow/",
      payload: { origin: `https://site-${unique()}.example` },
    }),
    "partners.block-origin": async () => ({
      method: "POST",
      url: "/reactapp/staff/partners/blocked/",
      payload: { origin: `https://site-${unique()}.example` },
    }),
    "webhooks.manage": async () => ({
      method: "POST",
      url: "/reactapp/staff/webhooks/",
      payload: { url: "https://8.8.8.8/hook", events: ["lead.created"] },
    }),
    "team.manage": async () => {
      const username = `member${unique()}`;
      return {
        method: "POST",
        url: "/reactapp/staff/team/",
        payload: { username, email: `${username}@example.com`, role: "staff" },
      };
    },
    "team.reset-credentials": async () => {
      const username = `member${unique()}`;
      const member = await created(
        as(admin, {
          method: "POST",
          url: "/reactapp/staff/team/",
          payload: { username, email: `${username}@example.com`, role: "staff" },
        }),
      );
      const { id } = member.member as { id: number };
      return { method: "POST", url: `/reactapp/staff/team/${id}/second-factor/reset/` };
    },
    "settings.manage": async () => ({
      method: "PUT",
      url: "/reactapp/staff/settings/home-counters/",
      payload: { source: "live" },
    }),
    "audit.read": async () => ({ url: "/reactapp/staff/audit/" }),
  };

  it("has a request for every row of the table", () => {
    expect(Object.keys(ATTEMPTS).sort()).toEqual([...CONSOLE_ACTION_NAMES].sort());
  });

  // Removing the demo projects empties the board the orders are placed from: that row goes last.
  const rows = [...CONSOLE_ACTION_NAMES].sort(
    (a, b) => Number(a === "projects.remove-demo") - Number(b === "projects.remove-demo"),
  );
  it.each(rows)("%s: lets through the roles its row lists, and only them", async (action) => {
    for (const role of STAFF_ROLES) {
      const request = as(sessions[role], await ATTEMPTS[action]());
      if (may(role, action)) {
        const response = await app.inject(request);
        expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(300);
      } else {
        const before = await databaseSnapshot(app);
        const response = await app.inject(request);
        expect(response.statusCode, role).toBe(403);
        expect(response.json()).toEqual(REFUSALS.notAdmin);
        expect(await databaseSnapshot(app), `${role} changed nothing`).toEqual(before);
      }
    }
  });

  it("tells each member's screens the actions their role has, and no others", async () => {
    for (const role of STAFF_ROLES) {
      const me = (await app.inject(as(sessions[role], { url: "/reactapp/staff/me/" }))).json();
      expect(me.actions, role).toEqual(CONSOLE_ACTION_NAMES.filter((action) => may(role, action)));
    }
    const staffMe = (await app.inject(as(sessions.staff, { url: "/reactapp/staff/me/" }))).json();
    expect(staffMe.actions).not.toContain("orders.cancel");
  });

  it("refuses staff the admins' rows: refunds, deletions, the import, the team, webhooks, settings", () => {
    const adminsOnly = CONSOLE_ACTION_NAMES.filter((action) => !may("staff", action));
    expect(adminsOnly).toEqual(
      expect.arrayContaining([
        "orders.cancel",
        "orders.delete-deliverable",
        "documents.delete",
        "projects.import",
        "team.manage",
        "webhooks.manage",
      ]),
    );
    expect(CONSOLE_ACTION_NAMES.every((action) => may("admin", action))).toBe(true);
  });
});
