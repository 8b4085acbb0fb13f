// `npm run db:seed -- --leads N` fills a database with leads the console can list: every type, the
// workflow's statuses, senders with names and addresses, a reply waiting for moderation.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEAD_REFERENCE } from "../../../../contract/references.ts";
import { migrate, openDatabase } from "../../../../server/infra/db/database.ts";
import { generateLeads } from "../../../../server/infra/db/seed-leads.ts";
import { tempDataDir } from "../../../helpers/app.ts";

describe("infra/db: seed leads", () => {
  it("generates realistic leads of every type, the same for the same seed", () => {
    const leads = generateLeads(400, { seed: 7, now: Date.parse("2026-11-23T12:00:00Z") });
    expect(new Set(leads.map((lead) => lead.type))).toEqual(new Set(["contact", "quote", "sample", "reply"]));
    expect(leads.every((lead) => LEAD_REFERENCE.test(lead.reference))).toBe(true);
    expect(leads.filter((lead) => lead.type === "reply").every((lead) => lead.status === "pending_moderation")).toBe(
      true,
    );
    const quote = JSON.parse(leads.find((lead) => lead.type === "quote")!.payload);
    expect(quote).toMatchObject({ full_name: expect.any(String), email: expect.stringContaining("@") });
    const again = generateLeads(400, { seed: 7, now: Date.parse("2026-11-23T12:00:00Z") });
    expect(again.map((lead) => lead.payload)).toEqual(leads.map((lead) => lead.payload));
  });

  it("adds N leads through npm run db:seed -- --leads N", async () => {
    const url = `sqlite:${path.join(tempDataDir(), "qto.sqlite")}`;
    const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/db-seed.ts", "--leads", "1200"], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: "utf8",
    });
    expect(out).toMatch(/^seeded 1200 leads in \d+ ms$/m);
    expect(out).not.toMatch(/projects/);
    const { db } = openDatabase(url);
    await migrate(db);
    const { count } = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1200);
    await db.destroy();
  });
});
