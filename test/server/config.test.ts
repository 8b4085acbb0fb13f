// The configuration fails fast: a production process refuses to start with the test gateway, which
// charges no card, unless PAYMENT_PROVIDER names it on purpose, and with the development key for the
// staff's second-factor secrets.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";

describe("server/config", () => {
  it("takes the test gateway when nothing names a provider, as `npm start` does", () => {
    expect(loadConfig({}).paymentProvider).toBe("test-gateway");
    expect(loadConfig({ NODE_ENV: "development" }).paymentProvider).toBe("test-gateway");
  });

  it("refuses NODE_ENV=production without PAYMENT_PROVIDER, and says how to go on", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PAYMENT_PROVIDER=test-gateway/);
    const key = { SECOND_FACTOR_KEY: "k".repeat(32) };
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "test-gateway", ...key }).paymentProvider).toBe(
      "test-gateway",
    );
  });

  it("refuses NODE_ENV=production without a SECOND_FACTOR_KEY of its own, and a key under 32 characters", () => {
    const production = { NODE_ENV: "production", PAYMENT_PROVIDER: "test-gateway" };
    expect(() => loadConfig(production)).toThrow(/SECOND_FACTOR_KEY: NODE_ENV=production needs a key of its own/);
    expect(() => loadConfig({ SECOND_FACTOR_KEY: "short" })).toThrow(/SECOND_FACTOR_KEY: Use at least 32/);
    expect(loadConfig({ ...production, SECOND_FACTOR_KEY: "k".repeat(32) }).secondFactorKey).toBe("k".repeat(32));
  });

  it("refuses a provider it does not know", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER: Use one of: test-gateway\./);
  });

  it("stops a production process before it listens", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1" };
    delete env.PAYMENT_PROVIDER;
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/server.ts"], {
      env,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status, run.stdout).not.toBe(0);
    expect(run.signal).toBeNull();
    expect(run.stderr).toMatch(/NODE_ENV=production needs a payment provider that charges cards/);
  });
});
