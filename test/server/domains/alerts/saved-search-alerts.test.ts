// Saved-search alerts: a newly published project that matches e-mails each instant search once and puts
// it in one daily digest per daily search; nothing for paused searches, unverified addresses or searches
// it does not match; nothing twice (the digest run twice, swept from two apps at once); and the e-mail's
// one-click unsubscribe pauses the search without a session, and refuses an altered token.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDERS_API, type SavedSearch } from "../../../../contract/account/reminders.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { insertProject } from "../../../helpers/desk-projects.ts";
import { mailsTo } from "../../../helpers/outbox.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

type Visitor = Awaited<ReturnType<typeof signedIn>>;
const SITE_URL = "https://qto.example";
const DAY = 86_400_000;

describe.each(TEST_DATABASES)("server: saved-search alerts on $name", ({ url }) => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  let dataDir: string;
  const people: Record<string, Visitor> = {};
  const searches: Record<string, SavedSearch> = {};

  /** The saved-search e-mails to `name`, with folded header lines unfolded (RFC 5322 §2.2.3). */
  const alertsTo = (name: string) =>
    mailsTo(dataDir, `${name}@example.com`)
      .filter((mail) => /saved search/.test(mail))
      .map((mail) => mail.replace(/\r?\n[ \t]+/g, " "));
  const save = async (name: string, label: string, query: string, frequency: string) => {
    const answer = await app.inject({
      method: "POST",
      url: REMINDERS_API.savedSearches,
      cookies: people[name]!.cookies,
      headers: { "x-csrftoken": people[name]!.token },
      payload: { name: label, query, frequency },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return (searches[label] = answer.json<SavedSearch>());
  };
  /** A project published now, told as the desk tells it. */
  const publish = async (name: string, fields: Record<string, unknown> = {}) => {
    const id = await insertProject(app.db, {
      name,
      city: "Austin",
      state: "TX",
      divisions: JSON.stringify(["03", "09"]),
      publication: "published",
      posted_at: new Date().toISOString(),
      ...fields,
    });
    await app.db.transaction().execute((trx) => app.events.emit(trx, "project.published", { project_id: id }));
    return id;
  };
  const unsubscribeLink = (mail: string) => new URL(/^List-Unsubscribe: <(.+)>$/m.exec(mail)![1]!);

  beforeAll(async () => {
    dataDir = tempDataDir();
    const database = await url();
    const env = { DATABASE_URL: database, DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0", SITE_URL };
    app = await testApp({ ...env, SITE_DIR: dataDir });
    // A second server process on the same database, sweeping and running jobs at the same time.
    other = await testApp({ ...env, SITE_DIR: dataDir });
    for (const name of ["ann", "ben", "cid", "dee"]) people[name] = await verifiedSignedIn(app, dataDir, name);
    people.eve = await signedIn(app, "eve");
    await app.jobs.runDue();
    await save("ann", "Zephyr instant", "keyword=zephyr&division=03", "instant");
    await save("ben", "Zephyr daily", "keyword=zephyr&location=TX&tab=active", "daily");
    await save("cid", "Zephyr in Ohio", "keyword=zephyr&location=OH", "instant");
    await save("dee", "Zephyr paused", "keyword=zephyr", "daily");
    await save("eve", "Zephyr unverified", "keyword=zephyr", "instant");
    const paused = await app.inject({
      method: "PATCH",
      url: REMINDERS_API.savedSearch(searches["Zephyr paused"]!.id),
      cookies: people.dee!.cookies,
      headers: { "x-csrftoken": people.dee!.token },
      payload: { paused: true },
    });
    expect(paused.statusCode).toBe(200);
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  it("e-mails each matching instant search once, and one digest to the matching daily search", async () => {
    const id = await publish("Zephyr Fire Station");
    await publish("Quiet Library");
    // SQLite takes one writer at a time: the two processes take turns (PostgreSQL would let them race).
    await app.jobs.runDue();
    await other.jobs.runDue();
    const [instant, ...more] = alertsTo("ann");
    expect(more).toEqual([]);
    expect(instant).toMatch(/^Subject: Saved search Zephyr instant: Zephyr Fire Station$/m);
    expect(instant).toContain(`${SITE_URL}/ProjectDetail/${id}`);
    expect(instant).toContain("Filters: Keyword: zephyr · Division: 03 Concrete");
    expect(instant).toContain(`Manage your reminders: ${SITE_URL}/account/reminders/`);
    expect(instant).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(instant).toMatch(/^<!doctype html>/im);
    for (const name of ["ben", "cid", "dee", "eve"]) expect(alertsTo(name)).toEqual([]);

    // The day's digest, swept by both processes and run by both, twice: one e-mail.
    const tomorrow = new Date(Date.now() + DAY);
    await app.jobs.sweep(tomorrow);
    await other.jobs.sweep(tomorrow);
    await other.jobs.runDue(tomorrow);
    await app.jobs.runDue(tomorrow);
    await app.jobs.sweep(tomorrow);
    expect(await app.jobs.runDue(tomorrow)).toBe(0);
    const [digest, ...again] = alertsTo("ben");
    expect(again).toEqual([]);
    expect(digest).toMatch(/^Subject: Saved search Zephyr daily: 1 new project$/m);
    expect(digest).toContain("Zephyr Fire Station");
    expect(digest).toContain(`${SITE_URL}/ProjectDetail/${id}`);
    expect(digest).not.toContain("Quiet Library");
    expect(digest).toContain("Filters: Keyword: zephyr · State: Texas");
    // Paused, unverified, or not matching (Ohio): nothing.
    for (const name of ["cid", "dee", "eve"]) expect(alertsTo(name)).toEqual([]);
    expect(alertsTo("ann")).toHaveLength(1);
  });

  it("sends no digest when nothing new matched", async () => {
    await publish("Another Quiet Library");
    await app.jobs.runDue();
    const later = new Date(Date.now() + 2 * DAY);
    await app.jobs.sweep(later);
    await app.jobs.runDue(later);
    expect(alertsTo("ben")).toHaveLength(1);
  });

  it("pauses the search from the e-mail's link, without a session, and refuses an altered link", async () => {
    const link = unsubscribeLink(alertsTo("ann")[0]!);
    const token = link.searchParams.get("token")!;
    const path = `${link.pathname}?${link.searchParams}`;
    const page = await app.inject({ url: path, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Pause this saved search?");
    const altered = token.replace(/\.(\d+)\./, (_, id) => `.${Number(id) + 1}.`);
    for (const bad of [altered, `${token}x`, token.replace(/^search\./, "reminder.")]) {
      const refused = await app.inject({
        method: "POST",
        url: `${link.pathname}?${new URLSearchParams({ token: bad })}`,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(refused.statusCode, bad).toBe(400);
    }
    const mine = () =>
      app.inject({ url: REMINDERS_API.savedSearches, cookies: people.ann!.cookies }).then((r) => r.json().results[0]);
    expect((await mine()).paused).toBe(false);
    const done = await app.inject({
      method: "POST",
      url: path,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ unsubscribed: true });
    expect((await mine()).paused).toBe(true);

    // Paused: a new matching project e-mails nobody.
    await publish("Zephyr Water Plant");
    await app.jobs.runDue();
    expect(alertsTo("ann")).toHaveLength(1);
  });
});
