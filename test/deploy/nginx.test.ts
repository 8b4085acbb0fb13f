// deploy/nginx/qto.conf, the production site file, run as it is (scripts/lib/nginx.ts only swaps in test
// ports, a self-signed certificate and temporary folders) in front of a real server: TLS with HTTP/2,
// port 80 redirecting to HTTPS, the forwarded headers TRUST_PROXY believes, the upload size the forms
// need, the server's timeouts, and the content-hashed assets and widget chunks cached by nginx.
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_FILES } from "../../contract/schemas/quote-files.ts";
import { DELIVERABLES } from "../../contract/staff/orders.ts";
import { MAX_DOCUMENT_BYTES } from "../../contract/staff/project-documents.ts";
import { startNginx, SITE_FILE, type RunningNginx } from "../../scripts/lib/nginx.ts";
import { SERVER_TIMEOUTS } from "../../server/infra/http/timeouts.ts";
import { testApp } from "../helpers/app.ts";

const production = readFileSync(SITE_FILE, "utf8");

/** The value of `directive` in the production file (its first, or the one in `block`). */
function directive(name: string, block?: string): string {
  const text = block ? production.slice(production.indexOf(block)) : production;
  const match = new RegExp(`^\\s*${name} ([^;]+);`, "m").exec(text);
  if (!match) throw new Error(`no ${name} in ${SITE_FILE}`);
  return match[1]!;
}
const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)![1]) * 1000;
const megabytes = (value: string) => Number(/^(\d+)m$/.exec(value)![1]) * 1024 * 1024;

/** One HTTP/2 GET over TLS, trusting the test's certificate. */
async function http2Get(origin: string, ca: string, url: string) {
  const session = http2.connect(origin, { ca });
  try {
    await new Promise((resolve, reject) => session.once("connect", resolve).once("error", reject));
    const request = session.request({ ":path": url });
    const [headers] = (await new Promise((resolve) => request.once("response", (h) => resolve([h])))) as [
      http2.IncomingHttpHeaders,
    ];
    let body = "";
    for await (const chunk of request) body += chunk;
    return { protocol: session.alpnProtocol, status: headers[":status"], body: JSON.parse(body || "null") };
  } finally {
    session.close();
  }
}

describe("the production nginx site (deploy/nginx/qto.conf)", () => {
  let app: FastifyInstance;
  let nginx: RunningNginx;

  beforeAll(async () => {
    app = await testApp({ SEED_PROJECTS: "0", TRUST_PROXY: "127.0.0.1" });
    // What the server believes of each request, once nginx has passed it on.
    app.get("/echo", async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    nginx = await startNginx([(app.server.address() as { port: number }).port]);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
  });

  it("serves HTTPS over HTTP/2, and the server sees the client's scheme, host and address", async () => {
    const answer = await http2Get(nginx.tlsOrigin, nginx.certificate, "/echo");
    expect(answer).toEqual({
      protocol: "h2",
      status: 200,
      body: { ip: "127.0.0.1", protocol: "https", host: new URL(nginx.tlsOrigin).hostname },
    });
  });

  it("takes the address nginx adds to X-Forwarded-For", async () => {
    const answer = await fetch(`${nginx.origin}/echo`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(await answer.json()).toMatchObject({ ip: "203.0.113.9", protocol: "http" });
  });

  it("redirects plain HTTP on port 80 to HTTPS, path and query kept", async () => {
    const answer = await fetch(`${nginx.redirectOrigin}/Services/?ref=card`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe(`https://127.0.0.1/Services/?ref=card`);
  });

  it("lets the largest upload the forms take through, and refuses a larger body at once", async () => {
    const limit = megabytes(directive("client_max_body_size"));
    const largest = Math.max(QUOTE_FILES.maxFiles * QUOTE_FILES.maxBytes, MAX_DOCUMENT_BYTES, DELIVERABLES.maxBytes);
    expect(limit).toBeGreaterThan(largest);
    expect(limit - largest).toBeLessThan(50 * 1024 * 1024);
    const status = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(nginx.origin);
      const request = http.request({
        port,
        method: "POST",
        path: "/reactapp/create-quote/",
        headers: { "content-length": limit + 1 },
      });
      request.once("response", (response) => (response.resume(), resolve(response.statusCode!)));
      request.once("error", reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it("keeps to the server's timeouts", () => {
    expect(seconds(directive("client_header_timeout"))).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(seconds(directive("client_body_timeout"))).toBe(SERVER_TIMEOUTS.connectionTimeout);
    expect(seconds(directive("keepalive_timeout", "server {"))).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    // nginx lets a kept-alive connection to Node go before Node would close it.
    expect(seconds(directive("keepalive_timeout", "upstream qto"))).toBeLessThan(SERVER_TIMEOUTS.keepAliveTimeout);
  });

  it("caches the content-hashed assets and widget chunks, as long as the server allows", async () => {
    const css = readdirSync("dist/site/assets/css").find((name) => /\.[0-9a-f]{10}\.css$/.test(name));
    const build = readdirSync("dist/widgets").find((name) => /^[\w-]{8}$/.test(name))!;
    const chunk = readdirSync(path.join("dist/widgets", build)).find((name) => name.endsWith(".js"));
    for (const url of [`/assets/css/${css}`, `/widgets/${build}/${chunk}`]) {
      const first = await fetch(nginx.origin + url);
      await first.arrayBuffer();
      const second = await fetch(nginx.origin + url);
      const body = await second.arrayBuffer();
      expect([first.status, second.status], url).toEqual([200, 200]);
      expect([first.headers.get("x-cache-status"), second.headers.get("x-cache-status")], url).toEqual(["MISS", "HIT"]);
      expect(second.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      expect(body.byteLength, url).toBeGreaterThan(0);
    }
  });
});
