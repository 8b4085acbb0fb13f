// Runs `server/server.ts` in a child process, as `npm start` does, and resolves once it listens.
// Used where the server must be a separate process: the SIGKILL test and the benchmarks, whose load
// generator would otherwise share the server's event loop.
import { spawn } from "node:child_process";

export type ServerProcess = {
  origin: string;
  port: number;
  pid: number;
  /** Sends `signal` (SIGTERM) and resolves with the exit code once the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome's
  // DevTools); NODE_OPTIONS may not carry --cpu-prof.
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "server/server.ts"], {
    env: { ...process.env, NODE_ENV: "test", ...env, PORT: env.PORT ?? "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      // Keep draining the log so the child never blocks on a full pipe.
      child.stdout.removeAllListeners("data");
      child.stdout.resume();
      resolve({
        origin: match[1]!,
        port: Number(new URL(match[1]!).port),
        pid: child.pid!,
        stop: (signal = "SIGTERM") =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once("exit", (code) => done(code));
            child.kill(signal);
          }),
      });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
