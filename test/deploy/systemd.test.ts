// deploy/systemd/'s units pass `systemd-analyze verify` (systemd's own check of every directive, the
// executables included), an instance of the server's template as well. CI installs systemd (.ci/run):
// a machine without systemd-analyze fails this test rather than skipping it.
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { needCommand } from "../../scripts/lib/processes.ts";

const UNITS = "deploy/systemd";
const run = promisify(execFile);

/** What systemd-analyze verify prints of `units`: nothing when every directive is right. */
async function verify(units: string[]) {
  needCommand("systemd-analyze", "apt-get install systemd");
  const { stdout, stderr } = await run("systemd-analyze", ["verify", ...units]).catch(
    (error: { stdout: string; stderr: string }) => error,
  );
  return { stdout, stderr };
}

describe("the systemd units (deploy/systemd/)", () => {
  it("has the server's template and the alerts and backup services with their timers", () => {
    expect(readdirSync(UNITS).sort()).toEqual([
      "qto-alerts.service",
      "qto-alerts.timer",
      "qto-backup.service",
      "qto-backup.timer",
      "qto@.service",
    ]);
    for (const unit of ["qto@.service", "qto-alerts.service", "qto-backup.service"]) {
      const text = readFileSync(path.join(UNITS, unit), "utf8");
      expect(text, unit).toMatch(/^EnvironmentFile=\/etc\/qto\/qto\.env$/m);
      expect(text, unit).toMatch(/^Environment=NODE_ENV=production/m);
    }
  });

  it("passes systemd-analyze verify", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "qto-units-"));
    for (const unit of readdirSync(UNITS)) {
      // Node where this machine has it: a Node of its own (nvm, /usr/local) is not at Debian's path.
      const text = readFileSync(path.join(UNITS, unit), "utf8").replaceAll("/usr/bin/node ", `${process.execPath} `);
      writeFileSync(path.join(dir, unit), text);
    }
    copyFileSync(path.join(dir, "qto@.service"), path.join(dir, "qto@8081.service"));
    const units = readdirSync(dir)
      .filter((unit) => unit !== "qto@.service")
      .map((unit) => path.join(dir, unit));
    expect(await verify(units)).toEqual({ stdout: "", stderr: "" });
  });

  it("catches a wrong directive (the check can fail)", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "qto-units-"));
    writeFileSync(
      path.join(dir, "broken.service"),
      "[Service]\nExecStart=/usr/bin/node server.ts\nRestart=sometimes\n",
    );
    expect((await verify([path.join(dir, "broken.service")])).stderr).toMatch(
      /broken.service:3: Failed to parse service restart specifier, ignoring: sometimes/,
    );
  });
});
