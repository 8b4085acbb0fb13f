// The process's configuration, read from the environment once and checked at start: a typo fails fast.
import path from "node:path";
import * as v from "valibot";

const port = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
  PORT: v.optional(port, "8080"),
  HOST: v.optional(v.string(), "0.0.0.0"),
  SITE_DIR: v.optional(v.string(), "dist/site"),
  LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  siteDir: string;
  logLevel: string;
};

/** Reads and validates the configuration; throws a readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const { NODE_ENV, PORT, HOST, SITE_DIR, LOG_LEVEL } = result.output;
  return { env: NODE_ENV, port: PORT, host: HOST, siteDir: path.resolve(SITE_DIR), logLevel: LOG_LEVEL };
}
