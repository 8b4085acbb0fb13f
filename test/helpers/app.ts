// Builds the application for tests, with the real build and no log noise.
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

export function testApp(env: Record<string, string> = {}) {
  return buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }));
}
