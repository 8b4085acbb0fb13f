// Readable logs for people, JSON for machines: pino-pretty's coloured lines at a terminal in development
// (`npm run dev`, a newcomer's `npm start`) or with LOG_FORMAT=pretty; JSON lines in production, in tests
// and wherever the output goes to a file or a pipe, or with LOG_FORMAT=json.
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logFormatFor } from "../../../../server/infra/logging/logger.ts";
import { tempDataDir } from "../../../helpers/app.ts";

/** The server's standard output up to its "listening" line; the server is stopped then. */
function firstLines(env: Record<string, string>): Promise<string> {
  const dataDir = tempDataDir();
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
      SEED_PROJECTS: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => void (errors += chunk));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      if (!/Server listening at/.test(output)) return;
      child.kill("SIGTERM");
      resolve(output);
    });
    child.once("exit", () => reject(new Error(`server exited before it listened: ${output}${errors}`)));
  });
}

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === "object";
  } catch {
    return false;
  }
};

describe("server/infra/logging: the log's format", () => {
  it("is pretty in development at a terminal, JSON elsewhere, unless LOG_FORMAT says", () => {
    expect(logFormatFor(undefined, "development", true)).toBe("pretty");
    expect(logFormatFor(undefined, "development", false)).toBe("json");
    expect(logFormatFor(undefined, "production", true)).toBe("json");
    expect(logFormatFor(undefined, "test", true)).toBe("json");
    expect(logFormatFor("json", "development", true)).toBe("json");
    expect(logFormatFor("pretty", "production", false)).toBe("pretty");
  });

  it("writes coloured lines for people with LOG_FORMAT=pretty, and JSON lines without it", async () => {
    const pretty = await firstLines({ NODE_ENV: "development", LOG_FORMAT: "pretty" });
    const listening = pretty.split("\n").find((line) => line.includes("Server listening at"))!;
    expect(isJson(listening)).toBe(false);
    expect(listening).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}/);
    // ANSI colour escapes (ECMA-48 SGR): the level's name is coloured.
    expect(pretty).toContain(`${String.fromCharCode(27)}[32mINFO`);

    const json = await firstLines({ NODE_ENV: "development" });
    const lines = json.trim().split("\n");
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(isJson(line), line).toBe(true);
  }, 60_000);
});
