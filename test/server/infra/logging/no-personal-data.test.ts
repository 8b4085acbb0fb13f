// No line of the log carries what a visitor sent or holds: a battery of requests (registration, sign-ins
// right and wrong, every lead form with names, e-mail addresses and phone numbers, an order's billing
// address, query strings with an address and a token, credentials in headers, a server fault whose error
// quotes the data) runs with the log at its most talkative, and none of those values is in it.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING, loggedIn, signedIn } from "../../../helpers/accounts.ts";
import { testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { placeOrder } from "../../../helpers/orders.ts";

const PASSWORD = "a long enough passphrase";
const WRONG_PASSWORD = "correct horse battery wrong";
const SEARCHED = "searched.person@example.org";
const LINK_TOKEN = "Zq9linkTokenNobodyShouldRead7c1";
const BEARER = "bearer-token-Xy7-not-for-logs";

let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  app = await testApp({ SEED_PROJECTS: "3", LOG_LEVEL: "trace", JOBS_POLL_MS: "0" }, { stream });
  // A fault whose error quotes the data, as PostgreSQL's unique violations do in `detail`.
  app.post("/test/fault", async () => {
    throw Object.assign(new Error("insert failed"), {
      detail: `Key (email)=(${SEARCHED}) already exists.`,
      email: SEARCHED,
    });
  });
});
afterAll(() => app?.close());

describe("server/infra/logging: no personal data in the log", () => {
  it("logs requests, sign-ins, leads, orders and a fault without any value the visitor sent", async () => {
    const customer = await signedIn(app, "privacy-pat", "pat.privacy@example.net");
    const wrong = await loggedIn(app, "privacy-pat", WRONG_PASSWORD);
    expect(wrong.response.statusCode).toBe(400);
    const right = await loggedIn(app, "privacy-pat", PASSWORD);
    expect(right.response.statusCode).toBe(200);

    for (const { path, body } of [VALID_LEADS.contact, VALID_LEADS.sample, VALID_LEADS.reply]) {
      const response = await app.inject({ method: "POST", url: path, payload: body });
      expect(response.statusCode, path).toBe(201);
    }
    const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => ({ name, value: item })) : [{ name, value: String(value) }],
    );
    const quote = multipart([...fields, { name: "specification_files", filename: "plans.pdf", content: PDF }]);
    const quoted = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, ...quote });
    expect(quoted.statusCode).toBe(201);
    // A form that fails validation, and a body that is not JSON, both quoting an address.
    await app.inject({ method: "POST", url: VALID_LEADS.contact.path, payload: { email: SEARCHED } });
    await app.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      headers: { "content-type": "application/json" },
      payload: `{"email": "${SEARCHED}"`,
    });
    await app.jobs.runDue();

    const order = await placeOrder(app, customer);
    expect(order.number).toBeTruthy();
    await app.inject({
      url: `/reactapp/projects/projects/?keyword=${encodeURIComponent(SEARCHED)}&token=${LINK_TOKEN}`,
      headers: { authorization: `Bearer ${BEARER}`, "x-request-id": SEARCHED },
      cookies: customer.cookies,
    });
    const fault = await app.inject({ method: "POST", url: "/test/fault", cookies: customer.cookies });
    expect(fault.statusCode).toBe(500);

    const log = lines.join("");
    // The log did speak: requests, the fault and its reference.
    expect(log).toContain("incoming request");
    expect(log).toContain("request failed");
    expect(log).toContain((fault.json() as { reference: string }).reference);
    expect(log).toContain("/reactapp/projects/projects/?keyword=…&token=…");

    const secrets = [
      SEARCHED,
      LINK_TOKEN,
      BEARER,
      PASSWORD,
      WRONG_PASSWORD,
      "pat.privacy@example.net",
      ...Object.values(customer.cookies),
      ...Object.values(right.cookies),
      VALID_LEADS.contact.body.email,
      VALID_LEADS.contact.body.name,
      "010-2030",
      VALID_LEADS.quote.body.email,
      VALID_LEADS.quote.body.full_name,
      "010-4455",
      VALID_LEADS.sample.body.email,
      VALID_LEADS.reply.body.email,
      BILLING.name_on_card,
      BILLING.address,
      order.reference,
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });
});
