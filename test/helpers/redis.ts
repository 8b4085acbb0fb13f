// A throwaway redis-server (Debian's package, which .ci/run installs) on a free loopback port, keeping
// nothing on disk, for the tests of what REDIS_URL changes.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { Redis } from "ioredis";
import { freePort, needCommand } from "../../scripts/lib/processes.ts";

export type RunningRedis = { url: string; keys: () => Promise<string[]>; stop: () => Promise<void> };

export async function startRedis(): Promise<RunningRedis> {
  needCommand("redis-server", "apt-get install redis-server");
  const port = await freePort();
  const server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { retryStrategy: (attempt) => (attempt > 50 ? null : 100) });
  // Refused connections until the server listens are expected: the retries above wait for it.
  client.on("error", () => {});
  await client.ping();
  return {
    url,
    keys: () => client.keys("*"),
    stop: async () => {
      client.disconnect();
      server.kill();
      await once(server, "exit");
    },
  };
}
