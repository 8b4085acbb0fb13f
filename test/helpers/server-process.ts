// The real server as its own process (`node --import tsx server/server.ts`, as `npm start` runs it) on a
// free loopback port, for tests of what several processes share; stopped with SIGTERM.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { freePort } from "./processes.ts";

export type ServerProcess = { port: number; origin: string; stop: () => Promise<void> };

const READY_WITHIN_MS = 60_000;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => void (errors += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited: ${errors}`);
    const ready = await fetch(`${origin}/reactapp/csrf/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server process did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
