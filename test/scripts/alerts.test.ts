// `npm run alerts`: an external scheduler's run sweeps the recurring jobs and drains the due ones, against
// the database the server uses, and a second run finds nothing left to do.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "../helpers/app.ts";

const run = promisify(execFile);

describe("npm run alerts", () => {
  it("runs the due jobs once and exits", { timeout: 60_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: tempDataDir(), SEED_PROJECTS: "0", LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    const alerts = () => run("node", ["--import", "tsx", "scripts/alerts.ts"], { env });
    const first = await alerts();
    expect(first.stdout).toMatch(/^alerts: \d+ jobs? run$/m);
    const second = await alerts();
    expect(second.stdout).toMatch(/^alerts: 0 jobs run$/m);
  });
});
