// The Messages page's list: each of the customer's orders with its thread's figures (messages, the firm's
// unread ones, the newest message's preview), newest activity first; only their own orders, only signed in.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ThreadSummary } from "../../../../contract/account/threads.ts";
import { preview } from "../../../../server/domains/accounts/threads-repository.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { placeOrder } from "../../../helpers/orders.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

type Session = { cookies: Record<string, string>; token: string };

describe("server: account threads' preview", () => {
  it("keeps a short message whole on one line and cuts a long one at a word", () => {
    expect(preview("Two\n\nlines  here")).toBe("Two lines here");
    const long = preview(`${"word ".repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long).toMatch(/word…$/);
  });
});

describe.each(TEST_DATABASES)("server: account threads on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let buyer: Session;
  let other: Session;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: tempDataDir(), SEED_PROJECTS: "20", JOBS_POLL_MS: "0" });
    staff = await signedInStaff(app, "estimator");
    buyer = await signedIn(app, "buyer");
    other = await signedIn(app, "someone");
  });
  afterAll(() => app?.close());

  /** The names of projects `ids`, as an order of take-offs of them lists them. */
  const projectNames = async (ids: number[]) =>
    (await app.db.selectFrom("projects").select("name").where("id", "in", ids).orderBy("id").execute()).map(
      (row) => row.name,
    );
  const threads = async (who: Session) => {
    const response = await app.inject({ url: "/reactapp/account/threads/", cookies: who.cookies });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json().results as ThreadSummary[];
  };
  const staffWrites = (id: number, body: string) =>
    app.inject({ method: "POST", url: `/reactapp/staff/orders/${id}/messages/`, ...staff.as(), payload: { body } });
  const buyerWrites = (id: number, body: string) =>
    app.inject({
      method: "POST",
      url: `/reactapp/orders/${id}/messages/`,
      cookies: buyer.cookies,
      headers: { "x-csrftoken": buyer.token },
      payload: { body },
    });

  it("lists the customer's orders, newest activity first, with unread counts and the last message", async () => {
    const first = await placeOrder(app, buyer);
    const second = await placeOrder(app, buyer);
    const quiet = await placeOrder(app, buyer);
    const theirs = await placeOrder(app, other);
    expect((await staffWrites(theirs.id, "Not for the buyer")).statusCode).toBe(201);
    expect((await buyerWrites(second.id, "Is the garage included?")).statusCode).toBe(201);
    expect((await staffWrites(first.id, "We started.")).statusCode).toBe(201);
    expect((await staffWrites(first.id, "Here is\na question about\n\nlevel 2.")).statusCode).toBe(201);

    const list = await threads(buyer);
    expect(list.map((thread) => thread.order.number)).toEqual([first.number, second.number, quiet.number]);
    expect(list[0]).toMatchObject({
      order: { id: first.id, status: "placed", status_label: expect.any(String), projects: await projectNames([1, 2]) },
      messages: 2,
      unread: 2,
      last: { side: "staff", preview: "Here is a question about level 2." },
    });
    expect(list[1]).toMatchObject({ messages: 1, unread: 0, last: { side: "customer" } });
    expect(list[2]).toMatchObject({ messages: 0, unread: 0, last: null });
    expect(JSON.stringify(list)).not.toContain("Not for the buyer");
    expect((await threads(other)).map((thread) => thread.order.id)).toEqual([theirs.id]);
  });

  it("counts a thread read once the customer opened it, and unread again when the firm writes", async () => {
    const { id } = await placeOrder(app, buyer);
    await staffWrites(id, "One");
    const thread = (await app.inject({ url: `/reactapp/orders/${id}/messages/`, cookies: buyer.cookies })).json();
    const read = await app.inject({
      method: "POST",
      url: `/reactapp/orders/${id}/messages/read/`,
      cookies: buyer.cookies,
      headers: { "x-csrftoken": buyer.token },
      payload: { up_to: thread.messages.at(-1).id },
    });
    expect(read.statusCode).toBe(200);
    expect((await threads(buyer)).find((row) => row.order.id === id)?.unread).toBe(0);
    await staffWrites(id, "Two");
    expect((await threads(buyer)).find((row) => row.order.id === id)?.unread).toBe(1);
    // The buyer's own messages are never unread to them.
    await buyerWrites(id, "Thanks");
    expect((await threads(buyer)).find((row) => row.order.id === id)).toMatchObject({ unread: 0, messages: 3 });
  });

  it("refuses a visitor who is not signed in, and keeps another customer's thread at 404", async () => {
    expect((await app.inject({ url: "/reactapp/account/threads/" })).statusCode).toBe(403);
    const { id } = await placeOrder(app, buyer);
    await staffWrites(id, "Private");
    const peek = await app.inject({ url: `/reactapp/orders/${id}/messages/`, cookies: other.cookies });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain("Private");
    // The staff side stays staff-only.
    expect(
      (await app.inject({ url: `/reactapp/staff/orders/${id}/messages/`, cookies: buyer.cookies })).statusCode,
    ).toBe(403);
  });
});
