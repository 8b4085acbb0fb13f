// A lead's page and staff's changes to it: the fields and attribution as sent, status moves (invalid,
// spam without a reason, reopening, a concurrent change), append-only notes, assigning, the file
// download's headers and who may have it, and an audit entry with before/after for every change.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainEvent } from "../../../../server/infra/events/events.ts";
import type { LeadDetail } from "../../../../contract/staff/leads.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server: a lead in the console on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let quote: { id: number; reference: string };
  const heard: DomainEvent[] = [];

  const detail = async (id = quote.id) => {
    const response = await app.inject({ url: `/reactapp/staff/leads/${id}`, ...staff.as() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadDetail;
  };
  const change = (action: string, payload: object, id = quote.id, as = staff) =>
    app.inject({ method: "POST", url: `/reactapp/staff/leads/${id}/${action}`, payload, ...as.as() });
  const move = async (from: string, status: string, reason?: string) =>
    change("status", { from, status, ...(reason === undefined ? {} : { reason }) });

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    app.events.on(async (event) => void heard.push(event));
    staff = await signedInStaff(app, "sales-sam");
    const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => ({ name, value: item })) : [{ name, value: String(value) }],
    );
    const { payload, headers } = multipart([
      ...fields,
      { name: "partner", value: "acme-plans" },
      { name: "utm_source", value: "newsletter" },
      { name: "specification_files", filename: "Plans final été.pdf", content: PDF },
    ]);
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.quote.path,
      payload,
      headers: { ...headers, referer: "https://partner.example.com/bids" },
    });
    expect(response.statusCode, response.body).toBe(201);
    quote = response.json();
  });
  afterAll(() => app?.close());

  it("shows every field as sent, the attribution, the notification state and the files", async () => {
    const lead = await detail();
    expect(lead).toMatchObject({ reference: quote.reference, type: "quote", status: "new", assignee: null });
    expect(lead.fields).toMatchObject({ full_name: "Sam Park", select_csi_divisions: ["03", "09"] });
    expect(lead.attribution).toMatchObject({ partner: "acme-plans", utm: { utm_source: "newsletter" } });
    expect(lead.files).toEqual([
      { id: expect.any(Number), name: "Plans final été.pdf", size: PDF.length, removed: null },
    ]);
    expect(lead.notes).toEqual([]);
    expect(lead.history).toEqual([]);
    expect("notified_at" in lead).toBe(true);
  });

  it("answers 404 for an unknown or malformed id, and refuses outsiders", async () => {
    for (const id of ["999999", "abc", "0", "1.5"])
      expect((await app.inject({ url: `/reactapp/staff/leads/${id}`, ...staff.as() })).statusCode).toBe(404);
    expect((await change("status", { from: "new", status: "contacted" }, 999999)).statusCode).toBe(404);
    expect((await change("notes", { body: "x" }, 999999)).statusCode).toBe(404);
    expect((await app.inject({ url: `/reactapp/staff/leads/${quote.id}` })).statusCode).toBe(401);
    const customer = await signedIn(app, "customer-cat");
    const asCustomer = { cookies: customer.cookies, headers: { "x-csrftoken": customer.token } };
    expect((await app.inject({ url: `/reactapp/staff/leads/${quote.id}`, ...asCustomer })).statusCode).toBe(403);
  });

  it("refuses a change without the CSRF token and writes nothing", async () => {
    const response = await app.inject({
      method: "POST",
      url: `/reactapp/staff/leads/${quote.id}/notes`,
      payload: { body: "sneaky" },
      cookies: staff.cookies,
    });
    expect(response.statusCode).toBe(403);
    expect((await detail()).notes).toEqual([]);
  });

  it("moves new → contacted → quoted → won, logging each with before/after and telling the webhooks", async () => {
    expect((await move("new", "contacted")).statusCode).toBe(200);
    expect((await move("contacted", "quoted")).statusCode).toBe(200);
    expect((await move("quoted", "won")).statusCode).toBe(200);
    const lead = await detail();
    expect(lead.status).toBe("won");
    expect(lead.updated_at).not.toBeNull();
    expect(lead.history.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["lead.status_changed", { status: "quoted", status_reason: null }, { status: "won", status_reason: null }],
      ["lead.status_changed", { status: "contacted", status_reason: null }, { status: "quoted", status_reason: null }],
      ["lead.status_changed", { status: "new", status_reason: null }, { status: "contacted", status_reason: null }],
    ]);
    expect(lead.history[0]!.actor).toBe("sales-sam");
    expect(heard.filter((e) => e.type === "lead.status_changed").map((e) => e.data.to)).toEqual([
      "contacted",
      "quoted",
      "won",
    ]);
  });

  it("refuses a move the workflow does not allow, and spam without a reason, with 400", async () => {
    const skip = await move("won", "quoted");
    expect(skip.statusCode).toBe(400);
    expect(skip.json().status[0]).toBe("A lead cannot move from Won to Quoted.");
    expect((await move("won", "archived")).statusCode).toBe(400);
    const noReason = await move("won", "spam", "  ");
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason).toEqual(["Say why this lead is spam."]);
    expect((await detail()).status).toBe("won");
  });

  it("marks spam with its reason and logs reopening as such", async () => {
    expect((await move("won", "spam", "Bot text")).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ status: "spam", status_reason: "Bot text" });
    expect((await move("spam", "contacted")).statusCode).toBe(200);
    const lead = await detail();
    expect(lead).toMatchObject({ status: "contacted", status_reason: null });
    expect(lead.history[0]).toMatchObject({
      action: "lead.reopened",
      before: { status: "spam", status_reason: "Bot text" },
      after: { status: "contacted" },
    });
  });

  it("answers 409 when the status changed since the staff member saw it, and loses no update", async () => {
    const logged = (await detail()).history.length;
    const [first, second] = await Promise.all([move("contacted", "quoted"), move("contacted", "spam", "dup")]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().detail).toMatch(/Someone else changed this lead's status/);
    const lead = await detail();
    expect(["quoted", "spam"]).toContain(lead.status);
    expect(lead.history).toHaveLength(logged + 1);
  });

  it("refuses a status move on a blog reply, which the Replies screen moderates", async () => {
    const reply = await app.inject({ method: "POST", url: VALID_LEADS.reply.path, payload: VALID_LEADS.reply.body });
    const response = await change("status", { from: "pending_moderation", status: "contacted" }, reply.json().id);
    expect(response.statusCode).toBe(400);
  });

  it("keeps notes append-only, oldest first, with author and time, each one audit-logged", async () => {
    expect((await change("notes", { body: "   " })).statusCode).toBe(400);
    expect((await change("notes", { body: "Called, left a message." })).statusCode).toBe(200);
    expect((await change("notes", { body: "Sent the proposal." })).statusCode).toBe(200);
    const lead = await detail();
    expect(lead.notes.map((note) => [note.author, note.body])).toEqual([
      ["sales-sam", "Called, left a message."],
      ["sales-sam", "Sent the proposal."],
    ]);
    expect(lead.history[0]).toMatchObject({ action: "lead.note_added", after: { body: "Sent the proposal." } });
    const noteUrl = `/reactapp/staff/leads/${quote.id}/notes/${lead.notes[0]!.id}`;
    for (const method of ["PUT", "DELETE"] as const)
      expect((await app.inject({ method, url: noteUrl, payload: {}, ...staff.as() })).statusCode).toBe(404);
    await expect(app.db.updateTable("lead_notes").set({ body: "forged" }).execute()).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom("lead_notes").execute()).rejects.toThrow(/append-only/);
  });

  it("assigns to a staff member and back to nobody, refusing a customer or unknown id", async () => {
    const members = await app.inject({ url: "/reactapp/staff/members/", ...staff.as() });
    expect(members.json()).toEqual([{ id: staff.userId, username: "sales-sam" }]);
    expect((await change("assign", { assignee_id: staff.userId })).statusCode).toBe(200);
    expect((await detail()).assignee).toEqual({ id: staff.userId, username: "sales-sam" });
    const customer = await signedIn(app, "customer-dan");
    const user = await app.accounts.users.byUsername("customer-dan");
    expect(customer.token).toBeTruthy();
    expect((await change("assign", { assignee_id: user!.id })).statusCode).toBe(400);
    expect((await change("assign", { assignee_id: "me" })).statusCode).toBe(400);
    expect((await change("assign", { assignee_id: null })).statusCode).toBe(200);
    const lead = await detail();
    expect(lead.assignee).toBeNull();
    expect(lead.history[0]).toMatchObject({
      action: "lead.assigned",
      before: { assignee_id: staff.userId },
      after: { assignee_id: null },
    });
  });

  it("streams a file to staff only, as a sandboxed PDF attachment named as uploaded, never sniffed or stored", async () => {
    const { files } = await detail();
    const fileUrl = `/reactapp/staff/leads/${quote.id}/files/${files[0]!.id}`;
    const response = await app.inject({ url: fileUrl, ...staff.as() });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toBe("sandbox allow-scripts");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Plans final _t_.pdf"; filename*=UTF-8''Plans%20final%20%C3%A9t%C3%A9.pdf`,
    );
    expect((await app.inject({ url: fileUrl })).statusCode).toBe(401);
    const customer = await signedIn(app, "customer-eve");
    expect((await app.inject({ url: fileUrl, cookies: customer.cookies })).statusCode).toBe(403);
    const wrongLead = `/reactapp/staff/leads/${quote.id + 1}/files/${files[0]!.id}`;
    expect((await app.inject({ url: wrongLead, ...staff.as() })).statusCode).toBe(404);
  });
});
