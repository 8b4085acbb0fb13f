// Slow clients are cut: a body dribbled a byte at a time, or headers that never end, get their socket
// closed after the (here shortened) limits, while an upload that keeps a fair rate finishes.
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { startServer } from "../../../helpers/server.ts";

const TIMEOUTS = { bodyTimeout: 600, uploadMinBytesPerSecond: 4000, headersTimeout: 500, checkInterval: 100 };
/** How long a test waits for the server to hang up before it gives up and calls it a failure. */
const PATIENCE_MS = 4000;

type Outcome = { closedBy: "server" | "client"; afterMs: number; sent: number; answer: string };

/** Writes `head` at once, then `body` in `chunk`-byte pieces every `everyMs`; resolves when either side hangs up. */
function slowClient(origin: string, head: string, body: Buffer, chunk: number, everyMs: number): Promise<Outcome> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    const started = Date.now();
    let sent = 0;
    let answer = "";
    let closedBy: Outcome["closedBy"] = "server";
    socket.on("data", (data) => (answer += data));
    socket.on("error", () => {});
    const timer = setInterval(() => {
      if (sent >= body.length || socket.destroyed) return;
      socket.write(body.subarray(sent, sent + chunk));
      sent += chunk;
    }, everyMs);
    const patience = setTimeout(() => ((closedBy = "client"), socket.destroy()), PATIENCE_MS);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(patience);
      resolve({ closedBy, afterMs: Date.now() - started, sent: Math.min(sent, body.length), answer });
    });
    socket.write(head);
  });
}

const post = (path: string, contentType: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`;

describe("server/infra/plugins/body-timeout", () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function server() {
    const started = await startServer({ SEED_PROJECTS: "0" }, { timeouts: TIMEOUTS });
    app = started.app;
    return started.origin;
  }

  it("closes a JSON body sent one byte at a time with 408 once the body limit passes", async () => {
    const origin = await server();
    const body = Buffer.from(JSON.stringify(VALID_LEADS.contact.body));
    const outcome = await slowClient(
      origin,
      post(VALID_LEADS.contact.path, "application/json", body.length),
      body,
      1,
      150,
    );
    expect(outcome.closedBy).toBe("server");
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.sent).toBeLessThan(body.length);
    expect(outcome.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.bodyTimeout);
    expect(outcome.afterMs).toBeLessThan(TIMEOUTS.bodyTimeout + 1000);
  });

  it("closes a multipart body that trickles below the minimum rate", async () => {
    const origin = await server();
    const { payload, headers } = multipart([{ name: "full_name", value: "Sam Park" }]);
    const outcome = await slowClient(
      origin,
      post(VALID_LEADS.quote.path, headers["content-type"]!, payload.length),
      payload,
      1,
      150,
    );
    expect(outcome.closedBy).toBe("server");
    expect(outcome.sent).toBeLessThan(payload.length);
    expect(outcome.afterMs).toBeLessThan(TIMEOUTS.bodyTimeout + 1000);
  });

  it("lets an upload that keeps the minimum rate run past the body limit and be stored", async () => {
    const origin = await server();
    const big = Buffer.concat([PDF, Buffer.alloc(6000, 0x20)]);
    const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      [value].flat().map((one) => ({ name, value: String(one) })),
    );
    const { payload, headers } = multipart([
      ...fields,
      { name: "specification_files", filename: "plan.pdf", content: big },
    ]);
    // 500 bytes every 100 ms is 5,000 B/s, above the 4,000 minimum: about 1.5 s, past the 600 ms limit.
    const outcome = await slowClient(
      origin,
      post(VALID_LEADS.quote.path, headers["content-type"]!, payload.length),
      payload,
      500,
      100,
    );
    expect(outcome.answer, outcome.answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(outcome.afterMs).toBeGreaterThan(TIMEOUTS.bodyTimeout);
  });

  it("closes a connection whose headers never end", async () => {
    const origin = await server();
    const head = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    const trickle = Buffer.from("X-Slow: " + "a".repeat(200));
    const outcome = await slowClient(origin, head, trickle, 1, 100);
    expect(outcome.closedBy).toBe("server");
    expect(outcome.afterMs).toBeLessThan(TIMEOUTS.headersTimeout + 1000);
  });
});
