// Bid reminders: a customer picks 7, 3 or 1 days before a starred project's bid date (only their own
// starred projects; others answer 404), and the hourly job e-mails a verified address on exactly those
// days, counted in the project's time zone, once each; the e-mail's one-click link clears the days.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDERS_API, type BidReminders } from "../../../../contract/account/reminders.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { insertProject } from "../../../helpers/desk-projects.ts";
import { mailsTo } from "../../../helpers/outbox.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

type Visitor = Awaited<ReturnType<typeof signedIn>>;

describe.each(TEST_DATABASES)("server: bid reminders on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  let project: number;
  let other: number;
  const people: Record<string, Visitor> = {};

  const as = (name: string) => ({ cookies: people[name]!.cookies, headers: { "x-csrftoken": people[name]!.token } });
  const setDays = (name: string, projectId: number, days: unknown) =>
    app.inject({ method: "PUT", url: REMINDERS_API.bidReminder(projectId), ...as(name), payload: { days } });
  const remindersOf = async (name: string) =>
    (await app.inject({ url: REMINDERS_API.bidReminders, ...as(name) })).json<BidReminders>();
  const remindersTo = (name: string) =>
    mailsTo(dataDir, `${name}@example.com`)
      .filter((mail) => /bid reminders for this project/.test(mail))
      .map((mail) => mail.replace(/\r?\n[ \t]+/g, " "));
  /** The hourly job at `iso`, as the runner or `npm run alerts` would run it then, and the e-mails it queued. */
  const runAt = async (iso: string) => {
    await app.jobs.sweep(new Date(iso));
    await app.jobs.runDue(new Date(iso));
    // Queued now, the e-mails are due now, which the hour above may be before.
    await app.jobs.runDue();
  };

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      SEED_PROJECTS: "0",
      JOBS_POLL_MS: "0",
      SITE_URL: "https://qto.example",
    });
    people.ann = await verifiedSignedIn(app, dataDir, "ann");
    people.ben = await verifiedSignedIn(app, dataDir, "ben");
    people.eve = await signedIn(app, "eve");
    await app.jobs.runDue();
    const bid = { publication: "published" as const, bid_date: "2027-03-15", bid_time: "14:00" };
    project = await insertProject(app.db, { ...bid, name: "Harbor Pier Repairs", time_zone: "America/Los_Angeles" });
    other = await insertProject(app.db, { ...bid, name: "Not Starred Depot" });
    for (const name of ["ann", "eve"])
      expect(
        (await app.inject({ method: "PUT", url: `/reactapp/favorites/${project}/`, ...as(name) })).statusCode,
      ).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists the starred projects and sets their days, for the customer's own stars only", async () => {
    const before = await remindersOf("ann");
    expect(before).toEqual({
      verified: true,
      email: "ann@example.com",
      starred: [{ project_id: project, title: "Harbor Pier Repairs", bid_date: "2027-03-15", days: [] }],
    });
    const set = await setDays("ann", project, [1, 7, 1]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ project_id: project, days: [7, 1] });
    expect((await remindersOf("ann")).starred[0]!.days).toEqual([7, 1]);
    expect((await remindersOf("eve")).verified).toBe(false);
    expect((await setDays("eve", project, [7])).statusCode).toBe(200);

    expect((await setDays("ann", project, [5])).json()).toEqual({
      days: ["Choose 7, 3 or 1 days before the bid date."],
    });
    expect((await setDays("ann", project, "7")).statusCode).toBe(400);
    // Not starred by them: as if it did not exist.
    expect((await setDays("ben", project, [7])).statusCode).toBe(404);
    expect((await setDays("ann", other, [7])).statusCode).toBe(404);
    expect((await setDays("ann", 999_999, [7])).statusCode).toBe(404);
    expect((await app.inject({ url: REMINDERS_API.bidReminders })).statusCode).toBe(403);
  });

  it("takes quick changes sent together (a double click) without an error", async () => {
    const answers = await Promise.all([
      setDays("eve", project, [3]),
      setDays("eve", project, [1]),
      setDays("eve", project, [3, 1]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect([[3], [1], [3, 1]]).toContainEqual((await remindersOf("eve")).starred[0]!.days);
    expect((await setDays("eve", project, [7])).statusCode).toBe(200);
  });

  it("e-mails on the chosen days only, in the project's time zone, once, and only to verified addresses", async () => {
    // 07:30 UTC on March 8 is still March 7 in Los Angeles: 8 days before.
    await runAt("2027-03-08T07:30:00Z");
    expect(remindersTo("ann")).toEqual([]);
    await runAt("2027-03-08T08:30:00Z");
    await runAt("2027-03-08T20:10:00Z");
    const [week, ...more] = remindersTo("ann");
    expect(more).toEqual([]);
    expect(week).toMatch(/^Subject: Bids due in 7 days: Harbor Pier Repairs$/m);
    expect(week).toContain("on 2027-03-15 at 14:00 (America/Los_Angeles)");
    expect(week).toContain(`https://qto.example/ProjectDetail/${project}`);
    expect(week).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // 3 days before was not chosen; 1 day before was.
    await runAt("2027-03-12T18:00:00Z");
    expect(remindersTo("ann")).toHaveLength(1);
    await runAt("2027-03-14T18:00:00Z");
    await runAt("2027-03-14T19:00:00Z");
    expect(remindersTo("ann")).toHaveLength(2);
    expect(remindersTo("ann")[1]).toMatch(/^Subject: Bids due tomorrow: Harbor Pier Repairs$/m);
    expect(remindersTo("eve")).toEqual([]);
  });

  it("clears the project's days from the e-mail's link without a session, and refuses an altered link", async () => {
    const link = new URL(/^List-Unsubscribe: <(.+)>$/m.exec(remindersTo("ann")[0]!)![1]!);
    const token = link.searchParams.get("token")!;
    expect(token).toMatch(/^reminder\./);
    const post = (value: string) =>
      app.inject({
        method: "POST",
        url: `${link.pathname}?${new URLSearchParams({ token: value })}`,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const page = await app.inject({ url: `${link.pathname}${link.search}`, headers: { accept: "text/html" } });
    expect(page.body).toContain("Stop bid reminders for this project?");
    expect((await post(token.replace(/\.(\d+)\./, (_, id) => `.${Number(id) + 1}.`))).statusCode).toBe(400);
    expect((await post(token.replace(/^reminder\./, "search."))).statusCode).toBe(400);
    expect((await remindersOf("ann")).starred[0]!.days).toEqual([7, 1]);
    expect((await post(token)).json()).toEqual({ unsubscribed: true });
    expect((await remindersOf("ann")).starred[0]!.days).toEqual([]);
  });
});
