// A sample request truly delivers a sample: the job written with the lead e-mails the visitor the
// spreadsheet of the type they chose and the marked-up plan, once, besides the sales team's notice.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";

describe("server: the sample a visitor asked for", () => {
  const dataDir = tempDataDir();
  let app: FastifyInstance;
  const outbox = () => readdirSync(path.join(dataDir, "outbox")).map((name) => path.join(dataDir, "outbox", name));

  beforeAll(async () => {
    app = await testApp({ DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    await app.ready();
  });
  afterAll(() => app?.close());

  it("e-mails the visitor their sample type's spreadsheet and the plan, once", async () => {
    // Whatever a visitor types as their name, a stranger's address must not receive it.
    const name = "Click www.phish.example now";
    const payload = { ...VALID_LEADS.sample.body, name, email: "dana@buildco.example", sample_type: "concrete" };
    const response = await app.inject({ method: "POST", url: VALID_LEADS.sample.path, payload });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    await app.jobs.runDue();
    await app.jobs.runDue();
    const deliveries = outbox().filter((file) => path.basename(file).includes(`sample-${reference}`));
    expect(deliveries).toHaveLength(1);
    const eml = readFileSync(deliveries[0]!, "utf8");
    expect(eml).toMatch(/^To: dana@buildco\.example$/m);
    expect(eml).toContain("Content-Disposition: attachment; filename=qto-sample-concrete.xlsx");
    expect(eml).toContain("Content-Disposition: attachment; filename=qto-sample-plan.pdf");
    expect(eml).not.toContain("phish");
  });

  it("sends nothing to the visitor for other leads", async () => {
    const before = outbox().filter(
      (file) => path.basename(file).startsWith("sample-") || file.includes("-sample-"),
    ).length;
    await app.inject({ method: "POST", url: VALID_LEADS.contact.path, payload: VALID_LEADS.contact.body });
    await app.jobs.runDue();
    const after = outbox().filter(
      (file) => path.basename(file).startsWith("sample-") || file.includes("-sample-"),
    ).length;
    expect(after).toBe(before);
  });
});
