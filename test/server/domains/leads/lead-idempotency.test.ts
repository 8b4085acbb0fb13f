// An Idempotency-Key reused with a different body is refused with 422 and stores nothing, as the IETF
// draft says (draft-ietf-httpapi-idempotency-key-header, 2.7); the same body still gets the first answer.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

describe.each(TEST_DATABASES)("server: lead Idempotency-Key reuse on $name", ({ url }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: tempDataDir(),
      SEED_PROJECTS: "0",
      RATE_LIMIT_LEADS: "1000/1m",
    });
  });
  afterAll(() => app?.close());

  const post = (path: string, payload: object, key: string) =>
    app.inject({ method: "POST", url: path, payload, headers: { "idempotency-key": key } });

  it("answers 422 to the same key with another body, and the first answer to the same body", async () => {
    const { path, body } = VALID_LEADS.contact;
    const key = `reuse-${Date.now()}-abcdef`;
    const first = await post(path, body, key);
    expect(first.statusCode).toBe(201);
    const count = await app.leads.count();
    const other = await post(path, { ...body, message: "A different message altogether." }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: "This Idempotency-Key was already used with a different request body." });
    expect(await app.leads.count()).toBe(count);
    // The fields in another order are the same body.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(path, reordered, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it("validates a body before its key is looked up: a retry with an invalid body is a 400, storing nothing", async () => {
    const { path, body } = VALID_LEADS.contact;
    const key = `invalid-${Date.now()}-abcdef`;
    expect((await post(path, body, key)).statusCode).toBe(201);
    const count = await app.leads.count();
    const invalid = await post(path, { ...body, email: "not an address" }, key);
    expect(invalid.statusCode, invalid.body).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(["email"]);
    expect(await app.leads.count()).toBe(count);
  });

  it("answers 422 to one key sent at once with two bodies, storing one lead", async () => {
    const { path, body } = VALID_LEADS.sample;
    const key = `race-${Date.now()}-abcdef`;
    const count = await app.leads.count();
    const answers = await Promise.all([post(path, body, key), post(path, { ...body, name: "Someone Else" }, key)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await app.leads.count()).toBe(count + 1);
  });

  it("takes a quote's retry with the same files, and refuses one with other files", async () => {
    const { path, body } = VALID_LEADS.quote;
    const key = `files-${Date.now()}-abcdef`;
    const fields = Object.entries(body).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => ({ name, value: item })) : [{ name, value: String(value) }],
    );
    // A new boundary at each sending, as a browser's retry has: the parsed body is what counts.
    const send = (files: Array<{ filename: string; content: Buffer }>) => {
      const { payload, headers } = multipart([
        ...fields,
        ...files.map((file) => ({ name: "specification_files", ...file })),
      ]);
      return app.inject({ method: "POST", url: path, payload, headers: { ...headers, "idempotency-key": key } });
    };
    const first = await send([{ filename: "plans.pdf", content: PDF }]);
    expect(first.statusCode, first.body).toBe(201);
    expect((await send([{ filename: "plans.pdf", content: PDF }])).json()).toEqual(first.json());
    expect((await send([{ filename: "other-plans.pdf", content: PDF }])).statusCode).toBe(422);
  });
});
