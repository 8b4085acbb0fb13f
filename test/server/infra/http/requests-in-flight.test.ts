// The requests in flight, which the job runner gives way to: counted while they are worked on, and let
// go however they end, a pipelined request dropped with its connection included (it leaked once, and the
// runner then stayed slowed down until a restart).
import net from "node:net";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { requestsInFlight } from "../../../../server/infra/http/requests-in-flight.ts";

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function countingApp() {
  const app = Fastify();
  apps.push(app);
  const inFlight = requestsInFlight(app);
  const seen: number[] = [];
  app.get("/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return "ok";
  });
  app.post("/lead", async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    seen.push(inFlight());
    return "ok";
  });
  app.get("/fails", async () => {
    throw new Error("broken");
  });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, inFlight, seen, origin };
}

describe("requests in flight", () => {
  it("counts requests while they are worked on, once their bodies are read too", async () => {
    const { inFlight, seen, origin } = await countingApp();
    const post = () =>
      fetch(`${origin}/lead`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    await Promise.all([post(), post(), post()]);
    expect(Math.max(...seen)).toBe(3);
    expect(inFlight()).toBe(0);
  });

  it("lets go of answered, failed, unknown and injected requests", async () => {
    const { app, inFlight, origin } = await countingApp();
    for (const path of ["/slow", "/fails", "/nowhere"]) await fetch(origin + path);
    await app.inject("/slow");
    await expect.poll(inFlight).toBe(0);
  });

  it("lets go of pipelined requests dropped when their connection closes", async () => {
    const { inFlight, origin } = await countingApp();
    const socket = net.connect(Number(new URL(origin).port), "127.0.0.1");
    socket.on("error", () => {});
    socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n".repeat(3));
    await expect.poll(inFlight).toBeGreaterThan(0);
    socket.destroy();
    await expect.poll(inFlight, { timeout: 2000 }).toBe(0);
  });
});
