// Recurring jobs: one run per period however many processes sweep, periods at an offset into the day, and
// a sweep of their own once the application is ready.
import { describe, expect, it } from "vitest";
import { TEST_DATABASES } from "../../../helpers/app.ts";
import { jobApps } from "../../../helpers/job-apps.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)("recurring jobs on $name", ({ url }) => {
  const { open } = jobApps();

  it("runs a recurring job once per period, however many processes sweep", async () => {
    const databaseUrl = await url();
    const [first, second] = [await open(databaseUrl), await open(databaseUrl)];
    const periods: string[] = [];
    for (const app of [first!, second!]) {
      app.jobs.recurring("test.daily", DAY, async ({ start, end }) => void periods.push(`${start}..${end}`));
      await app.ready();
    }
    const noon = new Date("2026-11-24T12:00:00Z");
    await Promise.all([first!.jobs.sweep(noon), second!.jobs.sweep(noon), first!.jobs.sweep(noon)]);
    await Promise.all([first!.jobs.runDue(noon), second!.jobs.runDue(noon)]);
    await first!.jobs.sweep(new Date("2026-11-24T23:59:59Z"));
    await first!.jobs.runDue(noon);
    expect(periods).toEqual(["2026-11-24T00:00:00.000Z..2026-11-25T00:00:00.000Z"]);

    const nextDay = new Date("2026-11-25T00:00:01Z");
    await second!.jobs.sweep(nextDay);
    await second!.jobs.runDue(nextDay);
    expect(periods).toHaveLength(2);
    expect(periods[1]).toBe("2026-11-25T00:00:00.000Z..2026-11-26T00:00:00.000Z");
  });

  it("starts a recurring job's periods at its offset into the day (a backup at 03:30 UTC)", async () => {
    const app = await open(await url());
    const periods: string[] = [];
    const offsetMs = 3.5 * HOUR;
    app.jobs.recurring("test.at-0330", DAY, async ({ start, end }) => void periods.push(`${start}..${end}`), {
      offsetMs,
    });
    await app.ready();
    for (const at of ["2026-11-24T03:29:59Z", "2026-11-24T03:30:00Z", "2026-11-25T03:29:00Z"]) {
      await app.jobs.sweep(new Date(at));
      await app.jobs.runDue(new Date(at));
    }
    expect(periods).toEqual([
      "2026-11-23T03:30:00.000Z..2026-11-24T03:30:00.000Z",
      "2026-11-24T03:30:00.000Z..2026-11-25T03:30:00.000Z",
    ]);
  });

  it("sweeps the recurring jobs by itself once ready", async () => {
    const app = await open(await url(), { JOBS_POLL_MS: "10" });
    let runs = 0;
    app.jobs.recurring("test.hourly", HOUR, async () => void (runs += 1));
    await app.ready();
    await expect.poll(() => runs).toBe(1);
  });
});
