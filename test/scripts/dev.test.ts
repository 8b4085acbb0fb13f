// `npm run dev` in a copy of the project: one address serving the pages with Eleventy's live reload,
// the widgets and the API (a post's body included), and a content edit showing up by itself.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../helpers/app.ts";
import { VALID_LEADS } from "../helpers/leads.ts";
import { projectCopy } from "../helpers/project-copy.ts";

const dir = projectCopy({ withDist: true });
cpSync("dist/widgets", path.join(dir, "dist/widgets"), { recursive: true });
const port = 20_000 + Math.floor(Math.random() * 20_000);
const origin = `http://localhost:${port}`;
const dataDir = tempDataDir();
let dev: ChildProcess;

afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
});

/** The page at `url` as text, fetched as a browser navigating would (not through fetch, which sends
 * Sec-Fetch-Mode: cors): the dev server adds its reload script to navigations only. */
function page(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(origin + url, { headers: { "sec-fetch-mode": "navigate" } }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        response.statusCode === 200 ? resolve(body) : reject(new Error(`${response.statusCode}`)),
      );
    }).on("error", reject);
  });
}

describe("scripts/dev", () => {
  it("serves pages with live reload, the widgets and the API at one address", async () => {
    dev = spawn(process.execPath, ["scripts/dev.js"], {
      cwd: dir,
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
        SEED_PROJECTS: "3",
        LOG_LEVEL: "silent",
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${origin}/reactapp/projects/facets/`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 150_000,
          interval: 500,
        },
      )
      .toBe(200);
    expect(await page("/")).toMatch(/<script[^>]+reload-client\.js/);
    expect(await page("/widgets/embed.js")).toContain("QTOWidgets");
    const lead = await fetch(`${origin}${VALID_LEADS.contact.path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(VALID_LEADS.contact.body),
    });
    expect(lead.status).toBe(201);
  }, 180_000);

  it("shows a content edit without a restart", async () => {
    const stats = path.join(dir, "pages/_data/stats.json");
    writeFileSync(stats, readFileSync(stats, "utf8").replace("Satisfied clients", "Delighted clients"));
    await expect.poll(() => page("/StatsBoard/"), { timeout: 60_000, interval: 250 }).toContain("Delighted clients");
  }, 70_000);
});
