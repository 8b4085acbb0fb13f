// The configuration fails closed: a process not started explicitly for development or tests (NODE_ENV
// unset is production) refuses to start on a development secret, the test gateway (named or by default)
// or a missing SITE_URL, naming every variable to set at once; `npm start` still just works, warning
// loudly when SITE_URL is unset.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { tempDataDir } from "../helpers/app.ts";

const KEY = "k".repeat(32);
const SECRET = "s".repeat(32);
/** What production sets besides a payment provider (none that charges cards exists yet). */
const OWN = { ALERTS_SECRET: SECRET, SECOND_FACTOR_KEY: KEY, SITE_URL: "https://qtosolutions.com" };
const NAMES = ["ALERTS_SECRET", "SECOND_FACTOR_KEY", "PAYMENT_PROVIDER", "SITE_URL"];

/** The variables an "Invalid configuration" error names, in order. */
const named = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return [...String((error as Error).message).matchAll(/^ {2}([A-Z_]+):/gm)].map((match) => match[1]);
  }
  return [];
};

describe("server/config", () => {
  it("takes the development defaults and the test gateway in development and tests", () => {
    for (const NODE_ENV of ["development", "test"]) {
      const config = loadConfig({ NODE_ENV });
      expect(config.paymentProvider).toBe("test-gateway");
      expect(config.siteUrl).toBe("http://localhost:8080");
      expect(config.alertsSecret).toMatch(/^development-only/);
      expect(config.secondFactorKey).toMatch(/^development-only/);
    }
  });

  it("refuses a process with NODE_ENV unset or production, naming every variable to set at once", () => {
    expect(named(() => loadConfig({}))).toEqual(NAMES);
    expect(named(() => loadConfig({ NODE_ENV: "production" }))).toEqual(NAMES);
    expect(() => loadConfig({})).toThrow("SITE_URL: set the public address, e.g. https://qtosolutions.com");
    expect(() => loadConfig({})).toThrow(/ALERTS_SECRET: set at least 32 random characters of your own/);
  });

  it("warns a development process started without SITE_URL that its e-mails' links lead nowhere", () => {
    expect(loadConfig({ NODE_ENV: "development" }).warnings).toEqual([
      expect.stringMatching(/^SITE_URL is not set: every link in the e-mails/),
    ]);
    expect(loadConfig({ NODE_ENV: "development", SITE_URL: "https://qto.example" }).warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: "test" }).warnings).toEqual([]);
  });

  it("refuses the development secrets even when set by name, and the test gateway outright", () => {
    const development = loadConfig({ NODE_ENV: "development" });
    const copied = {
      ...OWN,
      ALERTS_SECRET: development.alertsSecret,
      SECOND_FACTOR_KEY: development.secondFactorKey,
      PAYMENT_PROVIDER: "test-gateway",
    };
    expect(named(() => loadConfig(copied))).toEqual(["ALERTS_SECRET", "SECOND_FACTOR_KEY", "PAYMENT_PROVIDER"]);
    expect(named(() => loadConfig({ ...OWN, PAYMENT_PROVIDER: "test-gateway" }))).toEqual(["PAYMENT_PROVIDER"]);
    expect(() => loadConfig({ ...OWN, NODE_ENV: "production" })).toThrow(
      /PAYMENT_PROVIDER: set a provider that charges cards. The test gateway charges none/,
    );
  });

  it("names bad values and missing ones in the same error", () => {
    expect(named(() => loadConfig({ SECOND_FACTOR_KEY: "short" }))).toEqual([
      "SECOND_FACTOR_KEY",
      "ALERTS_SECRET",
      "PAYMENT_PROVIDER",
      "SITE_URL",
    ]);
    expect(() => loadConfig({ NODE_ENV: "test", SECOND_FACTOR_KEY: "short" })).toThrow(
      /SECOND_FACTOR_KEY: Use at least 32/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", PAYMENT_PROVIDER: "paypal" })).toThrow(
      /PAYMENT_PROVIDER: Use one of: test-gateway, stripe\./,
    );
  });

  it("reads the operations settings: log format, metrics, readiness and shutdown", () => {
    const defaults = loadConfig({ NODE_ENV: "test" });
    expect(defaults.logFormat).toBeUndefined();
    expect(defaults.metrics).toEqual({ token: undefined, port: undefined, host: "127.0.0.1" });
    expect([defaults.readyMaxJobAge, defaults.shutdownDelay]).toEqual([900, 0]);
    const set = loadConfig({
      NODE_ENV: "test",
      LOG_FORMAT: "pretty",
      METRICS_TOKEN: KEY,
      METRICS_PORT: "9464",
      METRICS_HOST: "10.0.0.5",
      READY_MAX_JOB_AGE: "0",
      SHUTDOWN_DELAY: "2.5",
    });
    expect(set.logFormat).toBe("pretty");
    expect(set.metrics).toEqual({ token: KEY, port: 9464, host: "10.0.0.5" });
    expect([set.readyMaxJobAge, set.shutdownDelay]).toEqual([0, 2.5]);
    const bad = { LOG_FORMAT: "xml", METRICS_TOKEN: "short", METRICS_PORT: "0", SHUTDOWN_DELAY: "600" };
    expect(named(() => loadConfig({ NODE_ENV: "test", ...bad }))).toEqual(Object.keys(bad));
  });

  describe("Stripe", () => {
    const LIVE = { STRIPE_SECRET_KEY: "sk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    const TEST = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

    it("runs production on live keys, and needs both secrets", () => {
      const config = loadConfig({ ...OWN, PAYMENT_PROVIDER: "stripe", ...LIVE });
      expect(config.stripe).toEqual({ secretKey: "sk_live_abc123", webhookSecret: "whsec_abc123" });
      expect(named(() => loadConfig({ ...OWN, PAYMENT_PROVIDER: "stripe" }))).toEqual([
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
      ]);
      expect(named(() => loadConfig({ ...OWN, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "pk_live_x" }))).toEqual([
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
      ]);
    });

    it("refuses test keys in production, which charge no card, and takes them in development and tests", () => {
      expect(() => loadConfig({ ...OWN, PAYMENT_PROVIDER: "stripe", ...TEST })).toThrow(
        /STRIPE_SECRET_KEY: set a live key/,
      );
      for (const NODE_ENV of ["development", "test"])
        expect(loadConfig({ NODE_ENV, PAYMENT_PROVIDER: "stripe", ...TEST }).stripe?.secretKey).toBe("sk_test_abc123");
    });

    it("points the SDK at another API only with a test key, and only in development and tests", () => {
      const local = { PAYMENT_PROVIDER: "stripe", STRIPE_API_BASE: "http://127.0.0.1:12111" };
      expect(loadConfig({ NODE_ENV: "test", ...local, ...TEST }).stripe?.apiBase).toEqual({
        host: "127.0.0.1",
        port: 12111,
        protocol: "http",
      });
      expect(named(() => loadConfig({ NODE_ENV: "test", ...local, ...LIVE }))).toEqual(["STRIPE_API_BASE"]);
      expect(named(() => loadConfig({ ...OWN, ...local, ...LIVE }))).toEqual(["STRIPE_API_BASE"]);
      expect(named(() => loadConfig({ ...OWN, ...local, ...TEST }))).toEqual(["STRIPE_SECRET_KEY", "STRIPE_API_BASE"]);
    });
  });

  it("stops a process started with an empty environment before it listens, printing what to set", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/server.ts"], {
      env: {},
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.signal).toBeNull();
    expect(run.status, run.stdout).not.toBe(0);
    for (const name of NAMES) expect(run.stderr).toMatch(new RegExp(`^ {2}${name}: set `, "m"));
    expect(run.stdout).not.toMatch(/Server listening/);
  });

  it("starts with `npm start`'s command line when NODE_ENV is unset", async () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const dataDir = tempDataDir();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
      SEED_PROJECTS: "0",
    };
    for (const name of ["NODE_ENV", ...NAMES]) delete env[name];
    // npm runs a script's line with sh; its own process group, to stop the server it starts.
    const child = spawn("sh", ["-c", scripts.start!], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const listening = await new Promise<boolean>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/Server listening at http:\/\/127\.0\.0\.1:\d+/.test(output)) resolve(true);
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.once("exit", () => resolve(false));
    });
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    expect(listening, output).toBe(true);
    // Loudly, before it listens: a development process without SITE_URL e-mails links to localhost.
    expect(output).toMatch(/WARNING: SITE_URL is not set/);
  });
});
