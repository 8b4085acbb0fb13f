// Forwarded headers are the client's to write: by default none is believed, so a forged X-Forwarded-For
// neither spreads one visitor over many rate-limit buckets nor reaches the log, and a forged host
// never reaches an answer. TRUST_PROXY names the proxies whose word counts.
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../../../../server/config.ts";
import { fastifyTrustProxy, parseTrustProxy } from "../../../../server/infra/http/trust-proxy.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { testApp } from "../../../helpers/app.ts";

const FORGED_HOST = "evil.example";
const forgedAddress = (i: number) => `203.0.113.${i}`;

describe("server/infra/http/trust-proxy", () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  /** Sends three contact leads, each claiming another client address; returns the status codes. */
  async function threeLeadsFromForgedAddresses(env: Record<string, string>) {
    app = await testApp({ SEED_PROJECTS: "0", RATE_LIMIT_LEADS: "2/10m", ...env });
    const codes: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const response = await app.inject({
        method: "POST",
        url: VALID_LEADS.contact.path,
        headers: { "x-forwarded-for": forgedAddress(i) },
        payload: VALID_LEADS.contact.body,
      });
      codes.push(response.statusCode);
    }
    return codes;
  }

  it("trusts no X-Forwarded-For by default: forged addresses share the sender's lead limit", async () => {
    expect(await threeLeadsFromForgedAddresses({})).toEqual([201, 201, 429]);
  });

  it("honours X-Forwarded-For from a proxy TRUST_PROXY names", async () => {
    expect(await threeLeadsFromForgedAddresses({ TRUST_PROXY: "127.0.0.1" })).toEqual([201, 201, 201]);
  });

  it("honours it from a proxy inside a listed CIDR, or the nearest hop of a hop count", async () => {
    expect(await threeLeadsFromForgedAddresses({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.0/8" })).toEqual([201, 201, 201]);
    await app?.close();
    expect(await threeLeadsFromForgedAddresses({ TRUST_PROXY: "1" })).toEqual([201, 201, 201]);
  });

  it("logs the socket's address, not a forged one", async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    app = await testApp({ SEED_PROJECTS: "0", LOG_LEVEL: "info" }, { stream });
    await app.inject({ url: "/reactapp/projects/projects/", headers: { "x-forwarded-for": forgedAddress(7) } });
    const log = lines.join("");
    expect(log).toContain('"remoteAddress":"127.0.0.1"');
    expect(log).not.toContain(forgedAddress(7));
  });

  it.each<Record<string, string>>([{}, { TRUST_PROXY: "127.0.0.1" }])(
    "builds absolute links from SITE_URL, never a forged Host or X-Forwarded-Host (%o)",
    async (env) => {
      app = await testApp({ SEED_PROJECTS: "45", SITE_URL: "https://qtosolutions.com/", ...env });
      const forged = { host: FORGED_HOST, "x-forwarded-host": FORGED_HOST, "x-forwarded-proto": "http" };
      const response = await app.inject({ url: "/reactapp/projects/projects/?page=2&page_size=20", headers: forged });
      expect(response.statusCode, response.body).toBe(200);
      const { next, previous } = response.json() as { next: string; previous: string };
      expect(next).toBe("https://qtosolutions.com/reactapp/projects/projects/?page=3&page_size=20");
      expect(previous).toBe("https://qtosolutions.com/reactapp/projects/projects/?page=1&page_size=20");
    },
  );

  it("puts a forged host in no answer: pages, redirects, errors, the API and the plain forms", async () => {
    app = await testApp({ SEED_PROJECTS: "45", TRUST_PROXY: "127.0.0.1" });
    const forged = { host: FORGED_HOST, "x-forwarded-host": FORGED_HOST, "x-forwarded-proto": "https" };
    const requests = [
      { url: "/" },
      { url: "/AboutUS" },
      { url: "/aboutus/" },
      { url: "/no-such-page/" },
      { url: "/reactapp/projects/projects/?page=2" },
      { url: "/reactapp/projects/projects/1/" },
      { url: "/reactapp/projects/facets/" },
      { url: "/reactapp/csrf/" },
      { url: "/thank-you/?type=contact&reference=QTO-C-ABCDEFGH" },
      { url: VALID_LEADS.contact.path, method: "POST" as const, payload: VALID_LEADS.contact.body },
      {
        url: VALID_LEADS.contact.path,
        method: "POST" as const,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        payload: new URLSearchParams(VALID_LEADS.contact.body).toString(),
      },
    ];
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: { ...forged, ...request.headers } });
      expect(response.statusCode, request.url).toBeLessThan(500);
      const answer = JSON.stringify(response.headers) + response.body;
      expect(answer, `${request.method ?? "GET"} ${request.url}`).not.toContain(FORGED_HOST);
    }
  });
});

describe("TRUST_PROXY", () => {
  it("trusts nothing unless set", () => {
    expect(loadConfig({ NODE_ENV: "test" }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("takes a hop count or a comma-separated list of addresses, CIDRs and proxy-addr's range names", () => {
    expect(loadConfig({ NODE_ENV: "test", TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(
      loadConfig({ NODE_ENV: "test", TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback" }).trustProxy,
    ).toEqual(["10.0.0.1", "192.168.0.0/16", "::1", "fd00::/8", "loopback"]);
  });

  it("refuses to start on true, a bad address or a bad prefix, naming the variable", () => {
    for (const value of ["true", "10.0.0.300", "10.0.0.0/33", "proxy.internal", "10.0.0.1,,"]) {
      expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    }
  });

  it("turns a hop count into a rule that trusts exactly that many hops", () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust("198.51.100.1", hop))).toEqual([true, true, false]);
    expect(parseTrustProxy("")).toBe(false);
  });
});

describe("SITE_URL", () => {
  it("is an http(s) base URL without its trailing slash", () => {
    expect(loadConfig({ NODE_ENV: "test" }).siteUrl).toBe("http://localhost:8080");
    expect(loadConfig({ NODE_ENV: "test", SITE_URL: "https://qtosolutions.com/" }).siteUrl).toBe(
      "https://qtosolutions.com",
    );
    expect(() => loadConfig({ NODE_ENV: "test", SITE_URL: "javascript:alert(1)" })).toThrow(/SITE_URL: /);
    expect(() => loadConfig({ NODE_ENV: "test", SITE_URL: "qtosolutions.com" })).toThrow(/SITE_URL: /);
  });
});
