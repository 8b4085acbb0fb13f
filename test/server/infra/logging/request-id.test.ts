// Every answer names its request's id, and a 5xx answer gives it as `reference`: the reference a visitor
// reads out finds the log lines of their request. An id the client sends is never taken as ours.
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";

let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const stream = new Writable({
    write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()),
  });
  app = await testApp({ SEED_PROJECTS: "0", LOG_LEVEL: "info", JOBS_POLL_MS: "0" }, { stream });
  app.get("/test/fault", async () => {
    throw new Error("the disk is on fire");
  });
});
afterAll(() => app?.close());

describe("server/infra/logging: request ids", () => {
  it("names every answer's request id, one of ours, never the client's", async () => {
    const proxyId = "5f1c0c1e9b2a4d7e8f00112233445566";
    const first = await app.inject({ url: "/livez" });
    const second = await app.inject({ url: "/reactapp/me/", headers: { "x-request-id": proxyId } });
    const ids = [first.headers["x-request-id"], second.headers["x-request-id"]];
    for (const id of ids) expect(id).toMatch(/^req-[0-9a-f]{16}$/);
    expect(ids[0]).not.toBe(ids[1]);
    // The proxy's own id is kept beside ours, to follow a request through both logs.
    const incoming = lines.find((line) => line.reqId === ids[1] && line.msg === "incoming request");
    expect(incoming?.req).toMatchObject({ method: "GET", url: "/reactapp/me/", proxyRequestId: proxyId });
  });

  it("gives a 5xx answer's request id as its reference, which finds the error in the log", async () => {
    const response = await app.inject({ url: "/test/fault" });
    expect(response.statusCode).toBe(500);
    const body = response.json() as { detail: string; reference: string };
    expect(body).toEqual({
      detail: "Something went wrong on our side. Please try again.",
      reference: response.headers["x-request-id"],
    });
    const logged = lines.filter((line) => line.reqId === body.reference).map((line) => line.msg);
    expect(logged).toEqual(["incoming request", "request failed", "request completed"]);
    const failed = lines.find((line) => line.reqId === body.reference && line.msg === "request failed")!;
    expect((failed.err as { message: string }).message).toBe("the disk is on fire");
    // A 4xx says what is wrong and needs no reference.
    expect((await app.inject({ method: "DELETE", url: "/nothing/here" })).json()).toEqual({ detail: "Not found." });
  });
});
