// Reply moderation: staff list the replies held for moderation with their article, approve or reject
// them (audited, compare-and-set), and the public list under each article shows the approved ones as
// text, with no e-mail address.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const ARTICLE = "/Blog_Detail6/";
const HOSTILE = '<img src=x onerror="alert(1)"><b>bold</b>';

describe.each(TEST_DATABASES)("server: reply moderation on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let pending: StaffSession;

  const send = async (fields: Record<string, string> = {}) => {
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.reply.path,
      payload: { ...VALID_LEADS.reply.body, ...fields },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const decide = (id: number, decision: "approve" | "reject", payload: object = {}, as = staff) =>
    app.inject({ method: "POST", url: `/reactapp/staff/replies/${id}/${decision}/`, payload, ...as.as() });
  const published = (article = ARTICLE) =>
    app.inject({ url: `/reactapp/blog-replies/?article=${encodeURIComponent(article)}` });

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "1000/1m" });
    staff = await signedInStaff(app, "sam");
    pending = await signedInStaff(app, "pat", { secondFactor: false });
  });
  afterAll(() => app?.close());

  it("refuses nobody (401), customers and staff without the second factor (403), and a change without CSRF", async () => {
    const id = await send();
    expect((await app.inject({ url: "/reactapp/staff/replies/" })).statusCode).toBe(401);
    const customer = await signedIn(app, "carla");
    expect((await app.inject({ url: "/reactapp/staff/replies/", cookies: customer.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: "/reactapp/staff/replies/", ...pending.as() })).statusCode).toBe(403);
    expect((await decide(id, "approve", {}, pending)).statusCode).toBe(403);
    const noCsrf = await app.inject({
      method: "POST",
      url: `/reactapp/staff/replies/${id}/approve/`,
      payload: {},
      cookies: staff.cookies,
    });
    expect(noCsrf.statusCode).toBe(403);
    const list = await app.inject({ url: "/reactapp/staff/replies/", ...staff.as() });
    expect(list.json().replies.find((r: { id: number }) => r.id === id).status).toBe("pending_moderation");
  });

  it("lists pending replies with their article's title, the reader's e-mail and the message", async () => {
    const id = await send({ name: "Lister", message: "Listed here." });
    const response = await app.inject({ url: "/reactapp/staff/replies/", ...staff.as() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const reply = response.json().replies.find((r: { id: number }) => r.id === id);
    expect(reply).toMatchObject({
      name: "Lister",
      email: VALID_LEADS.reply.body.email,
      message: "Listed here.",
      status: "pending_moderation",
      article: { path: ARTICLE, title: "How to Effectively Place Bids for Construction Projects?" },
      decision: null,
    });
    expect((await app.inject({ url: "/reactapp/staff/replies/?status=bogus", ...staff.as() })).statusCode).toBe(400);
  });

  it("approves once: a second approval, or a rejection racing it, gets 409 and changes nothing", async () => {
    const id = await send({ name: "Racer" });
    const [first, second] = await Promise.all([decide(id, "approve"), decide(id, "reject", { reason: "late" })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const again = await decide(id, first.statusCode === 200 ? "approve" : "reject");
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already/);
    const audit = await app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "lead")
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: staff.userId });
    expect(["reply.approved", "reply.rejected"]).toContain(audit[0]!.action);
  });

  it("rejects with a reason, lists it under rejected, and can approve it afterwards", async () => {
    const id = await send({ name: "Second thoughts" });
    const rejected = await decide(id, "reject", { reason: "Off topic" });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", decision: { by: "sam", reason: "Off topic" } });
    const list = await app.inject({ url: "/reactapp/staff/replies/?status=rejected", ...staff.as() });
    expect(list.json().replies.map((r: { id: number }) => r.id)).toContain(id);
    expect((await decide(id, "approve", { from: "rejected" })).json().status).toBe("approved");
    expect((await decide(id, "reject", { reason: "x".repeat(501), from: "approved" })).statusCode).toBe(400);
    expect((await decide(999999, "approve")).statusCode).toBe(404);
    expect((await decide(id, "approve", { from: "nonsense" })).statusCode).toBe(400);
  });

  it("publishes approved replies oldest first, as text, with their count and never the e-mail", async () => {
    const article = "/Blog_Detail3/";
    const empty = await published(article);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ article, count: 0, replies: [] });
    const first = await send({ article, name: "First", message: HOSTILE, email: "secret-reader@example.com" });
    const second = await send({ article, name: "Second", message: "Plain" });
    const hidden = await send({ article, name: "Never shown" });
    await decide(second, "approve");
    await decide(first, "approve");
    await decide(hidden, "reject");

    const response = await published(article);
    expect(response.headers["cache-control"]).toBe("public, max-age=30");
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.replies.map((r: { name: string }) => r.name)).toEqual(["First", "Second"]);
    expect(body.replies[0]).toEqual({ name: "First", message: HOSTILE, date: expect.any(String) });
    expect(response.body).not.toContain("secret-reader");
    expect(response.body).not.toContain(VALID_LEADS.reply.body.email);
  });

  it("refuses an article that is not one of the blog's", async () => {
    for (const article of ["/nowhere/", "/Blog_Detail99/", "/ContactUs/"])
      expect((await published(article)).statusCode, article).toBe(400);
    expect((await app.inject({ url: "/reactapp/blog-replies/" })).statusCode).toBe(400);
  });
});
