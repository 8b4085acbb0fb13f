// The desk's API: staff only; a draft or unpublished project is invisible to every public read; a
// published project's changes are kept and announced; a stale update answers 409; the demo removal.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESK_REFUSALS,
  type DeskProjectDetail,
  type DeskProjectsPage,
} from "../../../../contract/staff/project-desk.ts";
import type { DeskProject } from "../../../../contract/staff/projects.ts";
import type { DomainEvent } from "../../../../server/infra/events/events.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { PROJECT_INPUT } from "../../../helpers/projects.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const BASE = "/reactapp/staff/projects/";

describe.each(TEST_DATABASES)("server: the project desk on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  const heard: DomainEvent[] = [];

  const call = (method: "GET" | "POST" | "PUT", path: string, payload?: object, as = staff) =>
    app.inject({ method, url: `${BASE}${path}`, ...(payload ? { payload } : {}), ...as.as() });
  const create = async (input: object = PROJECT_INPUT) => {
    const response = await call("POST", "", input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as DeskProject;
  };
  const detail = async (id: number) => (await call("GET", String(id))).json() as DeskProjectDetail;
  const publicStatus = (id: number) =>
    app.inject({ url: `/reactapp/projects/projects/${id}/` }).then((r) => r.statusCode);
  const boardIds = async (query: string) =>
    (
      (await app.inject({ url: `/reactapp/projects/projects/?${query}` })).json().results as Array<{
        project_id: number;
      }>
    ).map((card) => card.project_id);
  const facetCount = async (query: string) =>
    (await app.inject({ url: `/reactapp/projects/facets/?${query}` })).json().count;
  const csv = async (query: string) =>
    (await app.inject({ url: `/reactapp/projects/projects/?format=csv&${query}` })).body;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: tempDataDir(), SEED_PROJECTS: "3" });
    app.events.on(async (event) => void heard.push(event));
    staff = await signedInStaff(app, "desk-dana");
  });
  afterAll(() => app?.close());

  it("refuses anonymous visitors (401) and customers (403) on every endpoint", async () => {
    const customer = await signedIn(app, "customer-cal");
    const endpoints: Array<["GET" | "POST" | "PUT", string]> = [
      ["GET", ""],
      ["GET", "1"],
      ["POST", ""],
      ["PUT", "1"],
      ["POST", "1/publish"],
      ["POST", "1/unpublish"],
      ["POST", "1/close"],
      ["POST", "1/reopen"],
      ["POST", "remove-demo"],
    ];
    for (const [method, path] of endpoints) {
      const anonymous = await app.inject({ method, url: `${BASE}${path}`, payload: {} });
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      const asCustomer = await app.inject({ method, url: `${BASE}${path}`, payload: {}, cookies: customer.cookies });
      expect(asCustomer.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it("creates a draft that no public read shows, and checks every field", async () => {
    const refused = await call("POST", "", { ...PROJECT_INPUT, bid_date: "15/03/2027", divisions: [] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(expect.arrayContaining(["bid_date", "divisions"]));

    const draft = await create({ ...PROJECT_INPUT, name: "Zephyrine Draft Hall" });
    expect(draft).toMatchObject({ publication: "draft", demo: false, name: "Zephyrine Draft Hall" });
    expect(await publicStatus(draft.id)).toBe(404);
    expect(await boardIds("keyword=Zephyrine")).toEqual([]);
    expect(await facetCount("keyword=Zephyrine")).toBe(0);
    expect(await csv("keyword=Zephyrine")).not.toContain("Zephyrine");
    const audit = await app.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(draft.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["project.created"]);
  });

  it("publishes (posted then), unpublishes (404 again) and republishes, announcing each", async () => {
    const project = await create({ ...PROJECT_INPUT, name: "Quillfeather Depot" });
    const published = (await call("POST", `${project.id}/publish`)).json() as DeskProject;
    expect(published.publication).toBe("published");
    expect(published.posted_at > project.posted_at).toBe(true);
    expect(await publicStatus(project.id)).toBe(200);
    expect(await boardIds("keyword=Quillfeather")).toEqual([project.id]);
    expect(await facetCount("keyword=Quillfeather")).toBe(1);
    expect(await csv("keyword=Quillfeather")).toContain("Quillfeather Depot");
    expect((await call("POST", `${project.id}/publish`)).statusCode).toBe(409);

    expect((await call("POST", `${project.id}/unpublish`)).json().publication).toBe("unpublished");
    expect(await publicStatus(project.id)).toBe(404);
    expect(await boardIds("keyword=Quillfeather")).toEqual([]);
    expect(await csv("keyword=Quillfeather")).not.toContain("Quillfeather");
    const again = (await call("POST", `${project.id}/publish`)).json() as DeskProject;
    expect(again.posted_at).toBe(published.posted_at);
    const types = heard.filter((e) => e.data.project_id === project.id).map((e) => e.type);
    expect(types).toEqual(["project.published", "project.unpublished", "project.published"]);
  });

  it("keeps the history of a published project only, and shows the bid-relevant part publicly", async () => {
    const draft = await create();
    const edited = await call("PUT", String(draft.id), {
      ...PROJECT_INPUT,
      bid_location: "Annex",
      updated_at: draft.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail(draft.id)).history).toEqual([]);

    const published = (await call("POST", `${draft.id}/publish`)).json() as DeskProject;
    const moved = await call("PUT", String(draft.id), {
      ...PROJECT_INPUT,
      bid_location: "Annex",
      bid_date: "2027-04-02",
      company: "Harbor Builders LLC",
      updated_at: published.updated_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const { history } = await detail(draft.id);
    expect(history.map((change) => [change.field, change.before, change.after, change.changed_by])).toEqual([
      ["bid_date", "2027-03-15", "2027-04-02", "desk-dana"],
      ["company", "Harbor Builders", "Harbor Builders LLC", "desk-dana"],
      ["publication", "draft", "published", "desk-dana"],
    ]);
    const event = heard.find((e) => e.type === "project.updated" && e.data.project_id === draft.id)!;
    expect(event.data.changes).toEqual([
      { field: "company", before: "Harbor Builders", after: "Harbor Builders LLC" },
      { field: "bid_date", before: "2027-03-15", after: "2027-04-02" },
    ]);
    const shown = (await app.inject({ url: `/reactapp/projects/projects/${draft.id}/` })).json();
    expect(shown.changes).toEqual([
      expect.objectContaining({ field: "bid_date", before: "2027-03-15", after: "2027-04-02" }),
    ]);
    expect(shown.changes[0].changed_by).toBeUndefined();
    expect(shown).toMatchObject({ bid_time: "14:00", time_zone: "America/Chicago", awarded_company: null });
  });

  it("answers a stale update with 409 and the project as it is now, writing nothing", async () => {
    const project = await create();
    const first = await call("PUT", String(project.id), {
      ...PROJECT_INPUT,
      name: "First save",
      updated_at: project.updated_at,
    });
    expect(first.statusCode).toBe(200);
    const second = await call("PUT", String(project.id), {
      ...PROJECT_INPUT,
      name: "Second save",
      updated_at: project.updated_at,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().project).toMatchObject({ name: "First save", updated_at: first.json().updated_at });
    expect((await detail(project.id)).project.name).toBe("First save");
    expect((await call("PUT", "999999", { ...PROJECT_INPUT, updated_at: null })).statusCode).toBe(404);
    expect((await call("PUT", String(project.id), { ...PROJECT_INPUT, updated_at: 5 })).statusCode).toBe(400);
  });

  it("closes with the bid results (Past tab) and reopens", async () => {
    const project = await create({ ...PROJECT_INPUT, name: "Ravenmoor Bridge" });
    await call("POST", `${project.id}/publish`);
    expect((await call("POST", `${project.id}/close`, { awarded_company: "" })).statusCode).toBe(400);
    const closed = await call("POST", `${project.id}/close`, {
      awarded_company: "Stone & Sons",
      awarded_amount: "1,180,000",
    });
    expect(closed.json()).toMatchObject({
      bid_phase: "awarded",
      awarded_company: "Stone & Sons",
      awarded_amount: 1_180_000,
    });
    expect(await boardIds("keyword=Ravenmoor&tab=past")).toEqual([project.id]);
    expect(await boardIds("keyword=Ravenmoor&tab=active")).toEqual([]);
    expect((await app.inject({ url: `/reactapp/projects/projects/${project.id}/` })).json()).toMatchObject({
      awarded_company: "Stone & Sons",
      awarded_amount: 1_180_000,
    });
    expect((await call("POST", `${project.id}/close`, { awarded_company: "X", awarded_amount: 1 })).statusCode).toBe(
      409,
    );
    const reopened = (await call("POST", `${project.id}/reopen`)).json() as DeskProject;
    expect(reopened).toMatchObject({ closed_at: null, awarded_company: null, bid_phase: "bid_results" });
    expect(await boardIds("keyword=Ravenmoor&tab=active")).toEqual([project.id]);
    expect((await detail(project.id)).history.slice(0, 2).map((c) => [c.field, c.before, c.after])).toEqual([
      ["closed", "Awarded to Stone & Sons for $1,180,000", null],
      ["closed", null, "Awarded to Stone & Sons for $1,180,000"],
    ]);
    expect(heard.some((e) => e.type === "project.closed" && e.data.project_id === project.id)).toBe(true);
  });

  it("refuses to close a draft (409, saying why), writing nothing", async () => {
    const draft = await create({ ...PROJECT_INPUT, name: "Draft Culvert" });
    const refused = await call("POST", `${draft.id}/close`, { awarded_company: "Stone & Sons", awarded_amount: "9" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(DESK_REFUSALS.draftNotClosable);
    expect((await detail(draft.id)).project).toMatchObject({ closed_at: null, awarded_company: null });
  });

  it("lists every project with filters, text search, sort and pages", async () => {
    const all = (await call("GET", "")).json() as DeskProjectsPage;
    expect(all.count).toBeGreaterThanOrEqual(8);
    expect(all.results.filter((row) => row.demo)).toHaveLength(3);
    const drafts = (await call("GET", "?publication=draft")).json() as DeskProjectsPage;
    expect(drafts.results.every((row) => row.publication === "draft")).toBe(true);
    expect(drafts.results.map((row) => row.name)).toContain("Zephyrine Draft Hall");
    const found = (await call("GET", "?q=zephyr")).json() as DeskProjectsPage;
    expect(found.results.map((row) => row.name)).toEqual(["Zephyrine Draft Hall"]);
    expect((await call("GET", "?demo=1")).json().count).toBe(3);
    const byName = ((await call("GET", "?sort=name")).json() as DeskProjectsPage).results.map((row) => row.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await call("GET", "?sort=sideways")).statusCode).toBe(400);
    expect((await call("GET", "?page=2")).json().results).toEqual([]);
  });

  it("lets only an admin remove the demo projects, confirmed, audited, keeping orders and favorites whole", async () => {
    const [demo] = (await app.db.selectFrom("projects").select("id").where("demo", "=", 1).execute()).map((r) => r.id);
    const customer = await signedIn(app, "customer-fay");
    const starred = await app.inject({
      method: "PUT",
      url: `/reactapp/favorites/${demo}/`,
      cookies: customer.cookies,
      headers: { "x-csrftoken": customer.token },
    });
    expect(starred.statusCode, starred.body).toBeLessThan(300);
    // An order keeps its lines by name and price (order_lines has no key to projects): nothing blocks the removal.
    const order = await app.db
      .insertInto("orders")
      .values({
        number: "QTO-O-DEMO",
        user_id: (
          await app.db.selectFrom("users").select("id").where("username", "=", "customer-fay").executeTakeFirstOrThrow()
        ).id,
        total: 99,
        billing: "{}",
        payment_reference: "test",
        card_brand: "visa",
        card_last4: "4242",
        created_at: new Date().toISOString(),
        notified_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto("order_lines")
      .values({ order_id: order.id, project_id: demo!, project_name: "Demo", size: "small", price: 99, discount: 0 })
      .execute();
    expect((await call("POST", "remove-demo", { confirm: true })).statusCode).toBe(403);
    const admin = await signedInStaff(app, "admin-ada", { role: "admin" });
    expect((await call("POST", "remove-demo", {}, admin)).statusCode).toBe(400);
    const removed = await call("POST", "remove-demo", { confirm: true }, admin);
    expect(removed.json()).toEqual({ removed: 3 });
    expect((await call("GET", "?demo=1")).json().count).toBe(0);
    expect((await call("GET", "")).json().count).toBeGreaterThanOrEqual(5);
    const favorites = await app.inject({ url: "/reactapp/favorites/", cookies: customer.cookies });
    expect(favorites.json()).toEqual({ ids: [] });
    const lines = await app.db
      .selectFrom("order_lines")
      .select("project_name")
      .where("order_id", "=", order.id)
      .execute();
    expect(lines).toEqual([{ project_name: "Demo" }]);
    const audit = await app.db
      .selectFrom("audit_log")
      .select(["after"])
      .where("action", "=", "project.demo_removed")
      .execute();
    expect(audit.map((row) => JSON.parse(row.after!))).toEqual([{ removed: 3 }]);
  });
});
