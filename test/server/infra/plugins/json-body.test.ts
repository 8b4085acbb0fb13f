// JSON nested 1,000 to 50,000 levels deep answered 500 on the lead forms (the Idempotency-Key's
// fingerprint walked it recursively and ran out of stack). Every JSON body is now refused with a 400
// past a fixed depth, before it is parsed; multipart fields sent as JSON are refused too.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../../../server/infra/http/json-depth.ts";
import { TOO_DEEP } from "../../../../server/infra/plugins/json-body.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart } from "../../../helpers/multipart.ts";
import { signedInStaff } from "../../../helpers/staff.ts";

const objects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
const arrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const inField = (depth: number) =>
  JSON.stringify({ ...VALID_LEADS.contact.body, name: "" }).replace('""', arrays(depth));
const DEEP = [1_000, 5_000, 50_000].flatMap((depth) => [objects(depth), arrays(depth), inField(depth)]);

describe("server/infra/plugins/json-body", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "1000/1m" });
  });
  afterAll(() => app?.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}, cookies = {}) =>
    app.inject({ method: "POST", url, payload, cookies, headers: { "content-type": "application/json", ...headers } });

  it("refuses deeply nested JSON on every lead form with a 400, with or without an Idempotency-Key", async () => {
    for (const { path } of Object.values(VALID_LEADS))
      for (const payload of DEEP)
        for (const key of [{}, { "idempotency-key": "deep-nesting-0001" }] as Array<Record<string, string>>) {
          const response = await post(path, payload, key);
          expect(response.statusCode, `${path} ${payload.slice(0, 12)}… ${payload.length}`).toBe(400);
          expect(response.json()).toEqual({ detail: TOO_DEEP });
        }
    expect(await app.leads.count()).toBe(0);
  });

  it("refuses it past the CSRF check too: an order, a console change", async () => {
    const buyer = await signedIn(app, "deep-buyer");
    const staff = await signedInStaff(app, "deep-staff");
    for (const payload of DEEP) {
      const order = await post(
        "/reactapp/orders/",
        payload,
        { "x-csrftoken": buyer.token, "idempotency-key": "deep-order-0001" },
        buyer.cookies,
      );
      expect(order.statusCode).toBe(400);
      expect(order.json()).toEqual({ detail: TOO_DEEP });
      const change = await post("/reactapp/staff/projects/", payload, staff.as().headers, staff.cookies);
      expect(change.json()).toEqual({ detail: TOO_DEEP });
    }
  });

  it("parses a body as deep as the limit, and one deeper only inside a string", async () => {
    const atLimit = await post(VALID_LEADS.contact.path, objects(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).toHaveProperty("email");
    const message = `${"[".repeat(1_000)} a message about brackets`;
    const inString = await post(VALID_LEADS.contact.path, JSON.stringify({ ...VALID_LEADS.contact.body, message }));
    expect(inString.statusCode, inString.body).toBe(201);
  });

  it("keeps Fastify's own refusals: prototype poisoning, broken JSON", async () => {
    const poisoned = await post(VALID_LEADS.contact.path, '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect((await post(VALID_LEADS.contact.path, '{"name":')).statusCode).toBe(400);
  });

  it("refuses a multipart field sent as JSON, however deep, with a 400", async () => {
    for (const depth of [10, 5_000]) {
      const { payload, headers } = multipart([{ name: "full_name", value: arrays(depth) }]);
      const asJson = payload
        .toString("latin1")
        .replace('name="full_name"\r\n', 'name="full_name"\r\nContent-Type: application/json\r\n');
      const response = await app.inject({
        method: "POST",
        url: VALID_LEADS.quote.path,
        payload: Buffer.from(asJson, "latin1"),
        headers: { ...headers, "idempotency-key": "deep-multipart-0001" },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ detail: "Multipart form parse error - A field is plain text, not JSON." });
    }
  });

  it("reads a form body's bracketed names as flat names, however many", async () => {
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      payload: `name${"[a]".repeat(5_000)}=1`,
      headers: { "content-type": "application/x-www-form-urlencoded", "idempotency-key": "deep-form-0001" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(`name${"[a]".repeat(5_000)}`);
  });
});
