import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../helpers/app.ts";
import { ROUTES } from "../../../helpers/site.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("server: site", () => {
  it.each(ROUTES)("serves $url with 200", async ({ url }) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each([
    ["/AboutUS", "/AboutUS/"],
    ["/aboutus", "/AboutUS/"],
    ["/aboutus/", "/AboutUS/"],
    ["/faqPage", "/FaqPage/"],
    ["/faqpage/", "/FaqPage/"],
    ["/projects?keyword=school&location=TX", "/Projects/?keyword=school&location=TX"],
    ["/blog_detail6", "/Blog_Detail6/"],
    ["/projectdetail/42", "/ProjectDetail/42"],
    ["/ProjectDetail/42/", "/ProjectDetail/42"],
  ])("redirects %s to the canonical %s with 301", async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it("serves the project detail shell for any id", async () => {
    for (const id of ["1", "9876", "abc-123"]) {
      const response = await get(`/ProjectDetail/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-widget="project-detail"');
    }
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    for (const url of ["/no-such-page", "/assets/css/missing.css", "/../etc/passwd", "/%2e%2e/package.json"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("We could not find that page");
    }
  });

  it("caches hashed assets as immutable and makes HTML revalidate", async () => {
    const home = await get("/");
    expect(home.headers["cache-control"]).toBe("no-cache");
    const css = home.body.match(/href="(\/assets\/css\/site\.[0-9a-f]{10}\.css)"/)![1]!;
    const asset = await get(css);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await get(css, { "if-none-match": String(asset.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("compresses text responses", async () => {
    const response = await get("/", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("sends security headers and a CSP without inline scripts", async () => {
    const response = await get("/");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors");
  });

  it("sends HSTS outside development only", async () => {
    expect((await get("/")).headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    const dev = await testApp({ NODE_ENV: "development" });
    expect((await dev.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    await dev.close();
  });
});
