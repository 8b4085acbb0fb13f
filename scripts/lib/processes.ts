// Small helpers for tests and benchmarks that run other programs: a free port, and a clear failure when
// a program they need is missing (never a silent pass in a test: .ci/run installs each one).
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";

/** A TCP port nothing listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no TCP address");
  return address.port;
}

/** Throws, naming how to install it, when `command` is not on the PATH. */
export function needCommand(command: string, install: string): void {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
  } catch {
    throw new Error(`${command} is not installed: ${install} (.ci/run installs it).`);
  }
}
