// The thank-you page looks the visitor's `type` up among the lead forms; a name that
// Object.prototype has (__proto__, constructor, toString …) is no form, and gets the plain page, not a 500.
import type { FastifyInstance } from "fastify";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";

const PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];

describe("server/leads/routes/thank-you", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "0" });
  });
  afterAll(() => app?.close());

  it.each(PROTOTYPE_NAMES)("answers type=%s with the plain thank-you page", async (type) => {
    const page = await app.inject({ url: `/thank-you/?type=${type}&reference=QTO-C-ABCDEFGH` });
    expect(page.statusCode, page.body).toBe(200);
    const doc = parse(page.body);
    expect(doc.querySelector("[data-thanks-title]")?.text).toBe("We have your request");
    expect(doc.querySelector(".thank-you__reference")).toBeNull();
  });

  it("names the reference for a lead form's own type", async () => {
    const page = await app.inject({ url: "/thank-you/?type=contact&reference=QTO-C-ABCDEFGH" });
    const doc = parse(page.body);
    expect(doc.querySelector(".thank-you__reference")?.text).toBe("QTO-C-ABCDEFGH");
    expect(doc.querySelector("[data-thanks-reference]")?.text).toMatch(/Quote it if you call or write to us/);
  });

  it("asks no one to quote a blog reply's reference: a comment, nobody calls about it", async () => {
    const page = await app.inject({ url: "/thank-you/?type=reply&reference=QTO-R-ABCDEFGH" });
    const doc = parse(page.body);
    expect(doc.querySelector("[data-thanks-title]")?.text).toMatch(/awaits moderation/);
    expect(doc.querySelector("[data-thanks-reference]")).toBeNull();
    expect(doc.querySelector("main")?.text).not.toMatch(/QTO-R-ABCDEFGH|Quote it|reference/i);
  });
});
