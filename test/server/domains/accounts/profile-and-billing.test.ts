// The profile (its role label shown on the user card), the account pages kept to signed-in customers, and
// billing: a customer reads only their own orders; another's answers the same 404 as one that never was.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING, buy, loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";

describe.each(TEST_DATABASES)("server: profile and billing on $name", ({ url }) => {
  let app: FastifyInstance;
  type Browser = { cookies: Record<string, string>; token: string };
  let buyer: Browser;
  let stranger: Browser;
  let number: string;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "5", JOBS_POLL_MS: "0" });
    buyer = await signedIn(app, "buyer");
    stranger = await signedIn(app, "stranger");
    const lines = [1, 2, 3].map((project_id) => ({ project_id, size: "small" }));
    number = (await buy(app, buyer, { lines, ...BILLING })).order.number;
  });
  afterAll(() => app?.close());

  const get = (as: Browser | undefined, path: string) => app.inject({ url: path, cookies: as?.cookies });
  const put = (as: Browser, payload: object) =>
    app.inject({
      method: "PUT",
      url: "/reactapp/account/profile/",
      payload,
      cookies: as.cookies,
      headers: { "x-csrftoken": as.token },
    });

  it("keeps name, company and role label, and the user card and the next login show them", async () => {
    expect((await get(buyer, "/reactapp/account/profile/")).json()).toEqual({
      username: "buyer",
      email: "buyer@example.com",
      email_verified: false,
      full_name: "",
      company: "",
      // A new account names no trade until its holder chooses one.
      role: "",
    });
    const saved = await put(buyer, { full_name: "Dana Reyes", company: "Reyes Build", role: "Architect" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ full_name: "Dana Reyes", company: "Reyes Build", role: "Architect" });
    expect((await get(buyer, "/reactapp/me/")).json()).toMatchObject({ name: "Dana Reyes", role: "Architect" });
    expect((await loggedIn(app, "buyer", "a long enough passphrase")).response.json().name).toBe("Dana Reyes");
  });

  it("refuses a role outside the list, beside the field", async () => {
    const refused = await put(buyer, { full_name: "Dana", company: "", role: "Astronaut" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ role: ["Select what describes you best."] });
    expect((await put(buyer, { full_name: "x".repeat(101), role: "Architect" })).json()).toHaveProperty("full_name");
  });

  it("lists the customer's own orders by project and number, with status and card, and only theirs", async () => {
    const mine = (await get(buyer, "/reactapp/account/orders/")).json();
    const names = await app.db
      .selectFrom("projects")
      .select("name")
      .where("id", "in", [1, 2, 3])
      .orderBy("id")
      .execute();
    const id = (await app.db.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirstOrThrow())
      .id;
    expect(mine.results).toEqual([
      expect.objectContaining({
        id: Number(id),
        number,
        projects: names.map((row) => row.name),
        status: "placed",
        status_label: "Placed",
        test: true,
        card: { brand: "visa", last4: "4242" },
      }),
    ]);
    expect((await get(stranger, "/reactapp/account/orders/")).json()).toEqual({ results: [] });
    expect((await get(undefined, "/reactapp/account/orders/")).statusCode).toBe(403);
  });

  it("answers a receipt to its owner, and the same 404 to anyone else as for an unknown number", async () => {
    const receipt = await get(buyer, `/reactapp/account/orders/${number}/`);
    expect(receipt.statusCode).toBe(200);
    const body = receipt.json();
    expect(body).toMatchObject({ number, billing: BILLING, card: { brand: "visa", last4: "4242" }, test: true });
    expect(body.lines).toHaveLength(3);
    expect(body.discount).toBeGreaterThan(0);
    const foreign = await get(stranger, `/reactapp/account/orders/${number}/`);
    const unknown = await get(stranger, "/reactapp/account/orders/QTO-O-NOPE0000/");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await get(stranger, `/reactapp/account/orders/${"x".repeat(500)}/`)).statusCode).toBe(404);
  });

  it("sends anonymous visitors of an account page to log in, and back", async () => {
    const anonymous = await get(undefined, "/account/billing/receipt/?order=QTO-O-1");
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(
      `/login/?next=${encodeURIComponent("/account/billing/receipt/?order=QTO-O-1")}`,
    );
    expect((await get(undefined, "/account/forgot-password/")).statusCode).not.toBe(302);
    expect((await get(buyer, "/account/profile/")).statusCode).not.toBe(302);
    const home = await get(buyer, "/account/");
    expect([home.statusCode, home.headers.location]).toEqual([302, "/account/profile/"]);
  });
});
