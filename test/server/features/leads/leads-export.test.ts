// The sales team's export command reads the leads the API stored.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";

describe("scripts/leads: export", () => {
  const dataDir = tempDataDir();
  const env = { DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`, DATA_DIR: dataDir };
  let app: FastifyInstance;
  let reference: string;
  beforeAll(async () => {
    app = await testApp({ ...env, SEED_PROJECTS: "0" });
    const response = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload: VALID_LEADS.quote.body });
    reference = response.json().reference;
  });
  afterAll(() => app?.close());

  const run = (...args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });

  it("prints quote leads as JSON and as CSV", () => {
    const json = JSON.parse(run("export", "--type", "quote", "--format", "json"));
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({
      reference,
      payload: { project_title: "Oak Grove Elementary", select_csi_divisions: ["03", "09"] },
    });
    const csv = run("export", "--type", "quote", "--format", "csv").trim().split("\r\n");
    expect(csv).toHaveLength(2);
    expect(csv[0]).toContain("project_title");
    expect(csv[1]).toContain(reference);
  });

  it("filters by --since and by type", () => {
    expect(JSON.parse(run("export", "--type", "quote", "--since", "2999-01-01", "--format", "json"))).toEqual([]);
    expect(JSON.parse(run("export", "--type", "contact", "--format", "json"))).toEqual([]);
  });
});
