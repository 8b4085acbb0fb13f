// A throwaway PostgreSQL server of its own (initdb and pg_ctl from the postgresql package, which .ci/run
// installs) on a free loopback port, for tests that stop the database under a running app and start it
// again. Run as root, as CI is, it runs as the postgres user: PostgreSQL refuses to run as root.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/processes.ts";

export type PostgresCluster = {
  url: string;
  /** Stops the server (fast shutdown: its connections are ended), if it runs. */
  stop: () => void;
  /** Starts it again, if stopped. */
  start: () => void;
  /** Stops it and deletes its files. */
  remove: () => void;
};

/** The folder of PostgreSQL's server programs: on the PATH, or Debian's newest /usr/lib/postgresql/N/bin. */
function binDir(): string {
  try {
    return path.dirname(execFileSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).trim());
  } catch {
    const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
    if (!newest) throw new Error("initdb is not installed: apt-get install postgresql (.ci/run installs it).");
    return `/usr/lib/postgresql/${newest}/bin`;
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "qto-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, program),
      asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args,
      {
        stdio: "pipe",
      },
    );
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "qto", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    if (!running) run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
    running = true;
  };
  const stop = () => {
    if (running) run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    running = false;
  };
  start();
  return {
    url: `postgres://qto@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
