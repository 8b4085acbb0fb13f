// The sales team's export command reads the leads the API stored.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";

describe("scripts/leads: export", () => {
  const dataDir = tempDataDir();
  const env = { DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`, DATA_DIR: dataDir };
  let app: FastifyInstance;
  let reference: string;
  beforeAll(async () => {
    app = await testApp({ ...env, SEED_PROJECTS: "0" });
    const response = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload: VALID_LEADS.quote.body });
    reference = response.json().reference;
    const quoteParts = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((v) => ({ name, value: v })) : [{ name, value: String(value) }],
    );
    const { payload, headers } = multipart([
      ...quoteParts,
      { name: "specification_files", filename: "Level 2 plans.pdf", content: PDF },
      { name: "specification_files", filename: "specs.pdf", content: PDF },
    ]);
    const withFiles = await app.inject({ method: "POST", url: VALID_LEADS.quote.path, payload, headers });
    expect(withFiles.statusCode, withFiles.body).toBe(201);
  });
  afterAll(() => app?.close());

  const run = (...args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });

  it("prints quote leads as JSON and as CSV", () => {
    const json = JSON.parse(run("export", "--type", "quote", "--format", "json"));
    expect(json).toHaveLength(2);
    expect(json[0]).toMatchObject({
      reference,
      payload: { project_title: "Oak Grove Elementary", select_csi_divisions: ["03", "09"] },
    });
    const csv = run("export", "--type", "quote", "--format", "csv").trim().split("\r\n");
    expect(csv).toHaveLength(3);
    expect(csv[0]).toContain("project_title");
    expect(csv[1]).toContain(reference);
  });

  it("names uploaded files by the names the visitor gave them", () => {
    const [, withFiles] = JSON.parse(run("export", "--type", "quote", "--format", "json"));
    expect(withFiles.files.map((file: { name: string }) => file.name)).toEqual(["Level 2 plans.pdf", "specs.pdf"]);
    expect(withFiles.files[0].stored_as).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const csv = run("export", "--type", "quote", "--format", "csv").trim().split("\r\n");
    expect(csv[2]).toContain('"Level 2 plans.pdf; specs.pdf"');
  });

  it("filters by --since and by type", () => {
    expect(JSON.parse(run("export", "--type", "quote", "--since", "2999-01-01", "--format", "json"))).toEqual([]);
    expect(JSON.parse(run("export", "--type", "contact", "--format", "json"))).toEqual([]);
  });
});

describe("scripts/leads: export refusals and file names", () => {
  const dataDir = tempDataDir();
  const missing = path.join(dataDir, "no-such.sqlite");

  it("refuses a SQLite file that does not exist, with exit code 1, and creates none", () => {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/leads.ts", "export", "--type", "quote", "--format", "json"],
      { env: { ...process.env, DATABASE_URL: `sqlite:${missing}`, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`No database at ${missing}`);
    expect(result.stdout).toBe("");
    expect(existsSync(missing)).toBe(false);
  });
});
