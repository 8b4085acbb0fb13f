// An order's thread: the buyer and staff write to each other (text, an optional PDF), each side's
// unread count, a new message e-mailed to the other side with a link to the thread; another customer
// sees nothing of it (404, as for an unknown order), and customers never reach the staff side.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { outbox, placeOrder } from "../../../helpers/orders.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

type Session = { cookies: Record<string, string>; token: string };

describe.each(TEST_DATABASES)("server: order messages on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  let staff: StaffSession;
  let buyer: Session;
  let other: Session;

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: dataDir,
      SEED_PROJECTS: "20",
      JOBS_POLL_MS: "0",
      LEAD_NOTIFY_TO: "sales@qto.example",
    });
    staff = await signedInStaff(app, "estimator");
    buyer = await signedIn(app, "buyer");
    other = await signedIn(app, "someone");
  });
  afterAll(() => app?.close());

  const customerPath = (id: number) => `/reactapp/orders/${id}/messages/`;
  const staffPath = (id: number) => `/reactapp/staff/orders/${id}/messages/`;
  const asCustomer = (who: Session) => ({ cookies: who.cookies, headers: { "x-csrftoken": who.token } });
  const write = (url: string, as: { cookies: Record<string, string>; headers: Record<string, string> }, body: string) =>
    app.inject({ method: "POST", url, ...as, payload: { body } });

  it("carries a thread both ways, counts each side's unread, and e-mails the other side", async () => {
    const { id, number } = await placeOrder(app, buyer);
    expect((await write(customerPath(id), asCustomer(buyer), "Can you include the basement?")).statusCode).toBe(201);
    const staffView = (await app.inject({ url: staffPath(id), ...staff.as() })).json();
    expect(staffView).toMatchObject({ order: { id, number }, unread: 1 });
    expect(staffView.messages[0]).toMatchObject({ side: "customer", author: "buyer", attachment: null });
    const list = (await app.inject({ url: "/reactapp/staff/orders/", ...staff.as() })).json();
    expect(list.results.find((row: { id: number }) => row.id === id).unread).toBe(1);

    const last = staffView.messages[0].id;
    expect(
      (await app.inject({ method: "POST", url: `${staffPath(id)}read/`, ...staff.as(), payload: { up_to: last } }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ url: staffPath(id), ...staff.as() })).json().unread).toBe(0);

    const body = multipart([
      { name: "body", value: "Yes: the marked-up basement plan is attached." },
      { name: "attachment", filename: "basement.pdf", content: PDF },
    ]);
    const reply = await app.inject({
      method: "POST",
      url: staffPath(id),
      cookies: staff.cookies,
      headers: { ...body.headers, "x-csrftoken": staff.token },
      payload: body.payload,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const customerView = (await app.inject({ url: customerPath(id), cookies: buyer.cookies })).json();
    expect(customerView.unread).toBe(1);
    expect(customerView.messages[1]).toMatchObject({
      side: "staff",
      author: "QTO Solutions",
      attachment: { name: "basement.pdf", size: PDF.length },
    });
    const pdf = await app.inject({
      url: `${customerPath(id)}${customerView.messages[1].id}/attachment/`,
      cookies: buyer.cookies,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment/);

    await app.jobs.runDue();
    const mails = outbox(dataDir).filter((mail) => mail.includes(number));
    const toSales = mails.find((mail) => /^To: sales@qto.example$/m.test(mail) && mail.includes("wrote about"));
    expect(toSales).toContain("Can you include the basement?");
    expect(toSales).toContain(`/staff/order/?id=${id}`);
    // The staff's message, not the buyer's receipt (order-receipt.test.ts).
    const toBuyer = mails.find((mail) => /^To: buyer@example.com$/m.test(mail) && !/^Subject: Your QTO/m.test(mail));
    expect(toBuyer).toContain("the marked-up basement plan is attached");
    expect(toBuyer).toContain(`/account/messages/?order=${id}`);
    const history = (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...staff.as() })).json().history;
    expect(history[0]).toMatchObject({ action: "order.message_sent", actor: "estimator" });
  });

  it("answers another customer's order, and anonymous visitors, as if it did not exist", async () => {
    const { id } = await placeOrder(app, buyer);
    await write(customerPath(id), asCustomer(buyer), "Private question");
    const [message] = (await app.inject({ url: customerPath(id), cookies: buyer.cookies })).json().messages;
    const theirs = await app.inject({ url: customerPath(id), cookies: other.cookies });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("Private question");
    expect((await write(customerPath(id), asCustomer(other), "hello")).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `${customerPath(id)}${message.id}/attachment/`, cookies: other.cookies })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: customerPath(999999), cookies: buyer.cookies })).statusCode).toBe(404);
    // Signed out: refused as every signed-in-only endpoint refuses (403, DRF's "not authenticated").
    expect((await app.inject({ url: customerPath(id) })).statusCode).toBe(403);
    // The staff side refuses customers, even the buyer.
    expect((await app.inject({ url: staffPath(id), cookies: buyer.cookies })).statusCode).toBe(403);
    expect((await write(staffPath(id), asCustomer(buyer), "as staff")).statusCode).toBe(403);
    // Without the CSRF token, nothing is written.
    expect(
      (await app.inject({ method: "POST", url: customerPath(id), cookies: buyer.cookies, payload: { body: "x" } }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses an empty message and a non-PDF attachment with a message beside the field, keeping nothing", async () => {
    const { id } = await placeOrder(app, buyer);
    const empty = await write(customerPath(id), asCustomer(buyer), "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ body: ["Write a message."] });
    const body = multipart([
      { name: "body", value: "see attached" },
      { name: "attachment", filename: "sheet.pdf", content: Buffer.from("item,qty\n") },
    ]);
    const wrong = await app.inject({
      method: "POST",
      url: customerPath(id),
      cookies: buyer.cookies,
      headers: { ...body.headers, "x-csrftoken": buyer.token },
      payload: body.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ attachment: ["Attach a PDF file only."] });
    expect((await app.inject({ url: customerPath(id), cookies: buyer.cookies })).json().messages).toEqual([]);
  });
});
