// No notification is lost: a lead is stored with the job that announces it, so a lead whose process
// died before the job ran is announced after the restart, and only once; leads stored before the jobs
// table existed and never announced get their job from its migration.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";

const outbox = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, "outbox"));
  } catch {
    return [];
  }
};

describe.each(TEST_DATABASES)("server: lead notifications on $name", ({ url }) => {
  it("announces a lead whose job a previous run left unrun after the restart, once", async () => {
    const databaseUrl = await url();
    const dataDir = tempDataDir();
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" };
    const before = await testApp(env);
    const response = await before.inject({
      method: "POST",
      url: VALID_LEADS.contact.path,
      payload: VALID_LEADS.contact.body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    // The process "dies" before its runner took the job.
    await before.close();
    expect(outbox(dataDir)).toEqual([]);

    const app = await testApp(env);
    await app.ready();
    // The firm's announcement and the sender's acknowledgement (lead-acknowledgement.test.ts).
    expect(await app.jobs.runDue()).toBe(2);
    const written = outbox(dataDir);
    expect(written).toHaveLength(2);
    const toFirm = written.filter((file) =>
      /^To: leads@qtosolutions\.com$/m.test(readFileSync(path.join(dataDir, "outbox", file), "utf8")),
    );
    expect(toFirm).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, "outbox", toFirm[0]!), "utf8")).toContain(reference);
    expect(await app.leads.unnotified()).toEqual([]);
    await app.close();

    const again = await testApp(env);
    await again.ready();
    expect(await again.jobs.runDue()).toBe(0);
    expect(outbox(dataDir)).toHaveLength(2);
    await again.close();
  });

  it("writes one announcement job, one acknowledgement job and one event per lead, none for a replayed Idempotency-Key", async () => {
    const app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    const events: string[] = [];
    app.events.on(async (event) => void events.push(event.type));
    const post = () =>
      app.inject({
        method: "POST",
        url: VALID_LEADS.contact.path,
        payload: VALID_LEADS.contact.body,
        headers: { "idempotency-key": "once-only-key-123456" },
      });
    const first = await post();
    const again = await post();
    expect(again.json()).toEqual(first.json());
    const jobs = await app.db.selectFrom("jobs").select(["kind", "key"]).execute();
    expect(jobs).toEqual([
      { kind: "lead.notify", key: `lead.notify:${first.json().id}` },
      { kind: "lead.acknowledge", key: `lead.acknowledge:${first.json().id}` },
    ]);
    expect(events).toEqual(["lead.created"]);
    await app.close();
  });

  it("gives leads left unannounced before the jobs table their job when it is made", async () => {
    const databaseUrl = await url();
    const { db } = openDatabase(databaseUrl);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const { error } = await migrator.migrateTo("013-staff-console");
    expect(error).toBeUndefined();
    const lead = (reference: string, notified_at: string | null) => ({
      type: "contact",
      reference,
      status: "new",
      payload: "{}",
      source_page: "/ContactUs/",
      referrer: "",
      utm: "{}",
      partner: "",
      created_at: "2026-11-01T00:00:00.000Z",
      notified_at,
    });
    await db
      .insertInto("leads")
      .values([lead("QTO-C-OLD00001", null), lead("QTO-C-OLD00002", "2026-11-01T00:01:00.000Z")])
      .execute();
    await migrate(db);
    const jobs = await db.selectFrom("jobs").select(["kind", "payload", "key"]).execute();
    await db.destroy();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.kind).toBe("lead.notify");
    expect(JSON.parse(jobs[0]!.payload)).toEqual({ id: expect.any(Number) });
    expect(jobs[0]!.key).toBe(`lead.notify:${JSON.parse(jobs[0]!.payload).id}`);
  });
});
