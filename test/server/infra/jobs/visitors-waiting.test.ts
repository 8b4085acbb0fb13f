// When the job runner gives way to visitors: two or more requests in flight on a busy event loop, not
// requests in flight on an idle one (uploads, slow readers), nor one visitor however busy the loop.
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { visitorsWaiting } from "../../../../server/infra/jobs/visitors-waiting.ts";

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Keeps the event loop running code for `ms`, as a burst of requests does. */
function spin(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** An app whose /visit route holds its request `ms` (spinning or idle), then reports what the runner would see. */
async function appWithVisits() {
  const app = Fastify();
  apps.push(app);
  const waiting = visitorsWaiting(app);
  app.get<{ Querystring: { ms: string; busy?: string } }>("/visit", async (request) => {
    const ms = Number(request.query.ms);
    waiting(); // The look before: what counts is the time since.
    if (request.query.busy) spin(ms);
    else await sleep(ms);
    return { waiting: waiting() };
  });
  app.get("/hold", async () => {
    await sleep(300);
    return {};
  });
  return (await app.listen({ port: 0, host: "127.0.0.1" })) as string;
}

const visit = async (origin: string, query: string) =>
  ((await (await fetch(`${origin}/visit?${query}`)).json()) as { waiting: boolean }).waiting;

describe("visitors waiting", () => {
  it("counts two visitors on a busy loop as waiting", async () => {
    const origin = await appWithVisits();
    const held = fetch(`${origin}/hold`);
    await sleep(20);
    expect(await visit(origin, "ms=60&busy=1")).toBe(true);
    await held;
  });

  it("does not count visitors in flight on an idle loop, nor one visitor on a busy one", async () => {
    const origin = await appWithVisits();
    const held = fetch(`${origin}/hold`);
    await sleep(20);
    expect(await visit(origin, "ms=60")).toBe(false);
    await held;
    expect(await visit(origin, "ms=60&busy=1")).toBe(false);
  });
});
