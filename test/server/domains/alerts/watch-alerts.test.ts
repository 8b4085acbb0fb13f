// Watch-list alerts: a bid date, time or location change, an addendum or an award e-mails each visitor
// who starred the project once (none to others, none twice however often or however many runners run
// the job), naming what changed and carrying a one-click unsubscribe (RFC 8058) that needs no session.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EventType } from "../../../../contract/staff/events.ts";
import { watchAlertHandler, watchAlertJob } from "../../../../server/domains/alerts/watch-alert-job.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { outboxMails } from "../../../helpers/outbox.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

const SITE_URL = "https://qto.example";

describe.each(TEST_DATABASES)("server: watch-list alerts on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  const visitors: Record<string, Awaited<ReturnType<typeof signedIn>>> = {};

  const emit = (type: EventType, data: Record<string, unknown>) =>
    app.db.transaction().execute((trx) => app.events.emit(trx, type, data));
  /** The e-mails written since `before` mails were in the outbox. */
  const newMails = (before: number) => outboxMails(dataDir).slice(before);
  const recipients = (mails: ReturnType<typeof outboxMails>) => mails.map((mail) => mail.headers.to).sort();
  const star = (name: string, projectId: number) =>
    app.inject({
      method: "PUT",
      url: `/reactapp/favorites/${projectId}/`,
      cookies: visitors[name]!.cookies,
      headers: { "x-csrftoken": visitors[name]!.token },
    });
  const projectName = async (id: number) => (await app.watchAlerts.project(id))!.name;
  const tokenIn = (mail: { headers: Record<string, string> }) =>
    new URL(/^<(.+)>$/.exec(mail.headers["list-unsubscribe"]!)![1]!).searchParams.get("token")!;

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({
      DATABASE_URL: await url(),
      DATA_DIR: dataDir,
      SEED_PROJECTS: "3",
      JOBS_POLL_MS: "0",
      SITE_URL,
      // No build: the unsubscribe page stands on its own.
      SITE_DIR: dataDir,
    });
    for (const name of ["ann", "ben", "cid", "dee"]) visitors[name] = await verifiedSignedIn(app, dataDir, name);
    // Eve never opened her verification link: alerts go only to verified addresses.
    visitors.eve = await signedIn(app, "eve");
    // Registering queues each account's verification e-mail: sent now, so each test counts its own jobs.
    await app.jobs.runDue();
    for (const [name, project] of [
      ["eve", 1],
      ["ann", 1],
      ["ben", 1],
      ["cid", 2],
      ["dee", 3],
    ] as const)
      expect((await star(name, project)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("e-mails each watcher once when the bid date and location change, saying before → after", async () => {
    const before = outboxMails(dataDir).length;
    await emit("project.updated", {
      project_id: 1,
      changes: [
        { field: "bid_date", before: "2026-12-01", after: "2026-12-15" },
        { field: "bid_amount", before: "100", after: "200" },
        { field: "bid_location", before: "City Hall, Room 2", after: "Online via the county portal" },
      ],
    });
    expect(await app.jobs.runDue()).toBe(1 + 2); // the alert, then its two e-mails
    const mails = newMails(before);
    // Not eve, who starred it too but whose address is not verified.
    expect(recipients(mails)).toEqual(["ann@example.com", "ben@example.com"]);
    const [mail] = mails;
    expect(mail!.headers.subject).toBe(`${await projectName(1)}: bid date and bid location changed`);
    expect(mail!.text).toContain("Bid date: 2026-12-01 → 2026-12-15");
    expect(mail!.text).toContain("Bid location: City Hall, Room 2 → Online via the county portal");
    expect(mail!.text).not.toContain("Bid amount");
    expect(mail!.text).toContain(`${SITE_URL}/ProjectDetail/1`);
    expect(mail!.headers["list-unsubscribe"]).toMatch(
      new RegExp(`^<${SITE_URL}/reactapp/watch/unsubscribe/\\?token=[\\w.-]+>$`),
    );
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.text).toContain(`${SITE_URL}/reactapp/watch/unsubscribe/?token=${tokenIn(mail!)}`);
  });

  it("e-mails the watchers of an addendum and of an award, and nobody for other changes", async () => {
    const before = outboxMails(dataDir).length;
    await emit("project.updated", { project_id: 2, changes: [{ field: "bid_amount", before: "1", after: "2" }] });
    await emit("project.document_added", { project_id: 2, document_id: 7, kind: "plans" });
    await emit("project.published", { project_id: 2 });
    expect(await app.jobs.runDue()).toBe(0);

    await emit("project.document_added", { project_id: 2, document_id: 8, kind: "addendums", name: "ADDENDUM-03.pdf" });
    await emit("project.closed", { project_id: 3, awarded_company: "Keystone Builders", awarded_amount: 1250000 });
    expect(await app.jobs.runDue()).toBe(2 + 2); // two alerts, then their e-mails
    const [addendum, award] = newMails(before);
    expect(addendum!.headers.to).toBe("cid@example.com");
    expect(addendum!.headers.subject).toBe(`${await projectName(2)}: addendum posted`);
    expect(addendum!.text).toContain("Addendum posted: ADDENDUM-03.pdf");
    expect(award!.headers.to).toBe("dee@example.com");
    expect(award!.headers.subject).toBe(`${await projectName(3)}: awarded`);
    expect(award!.text).toContain("Awarded to Keystone Builders for $1,250,000.00");
  });

  it("e-mails nobody about a project that is no longer public", async () => {
    const before = outboxMails(dataDir).length;
    await app.db.updateTable("projects").set({ publication: "unpublished" }).where("id", "=", 3).execute();
    await emit("project.updated", {
      project_id: 3,
      changes: [{ field: "bid_date", before: "2026-01-01", after: "2026-02-01" }],
    });
    expect(await app.jobs.runDue()).toBe(1);
    expect(newMails(before)).toEqual([]);
    await app.db.updateTable("projects").set({ publication: "published" }).where("id", "=", 3).execute();
  });

  it("sends nothing twice when the job runs again, or when two runners run it at once", async () => {
    const handler = watchAlertHandler({
      db: app.db,
      alerts: app.watchAlerts,
      jobs: app.jobs,
      log: app.log,
      siteUrl: SITE_URL,
      secret: "development-only-watch-alerts-secret-change-me",
    });
    const before = outboxMails(dataDir).length;
    const event = await emit("project.updated", {
      project_id: 1,
      changes: [{ field: "bid_time", before: "14:00", after: "10:00" }],
    });
    const [, payload, { key }] = watchAlertJob(event);
    // Two runners on a fresh event at once, then the queued job itself: each watcher's e-mail is queued once.
    await Promise.all([handler(payload), handler(payload)]);
    await app.jobs.runDue();
    expect(recipients(newMails(before))).toEqual(["ann@example.com", "ben@example.com"]);
    expect(await app.db.transaction().execute((trx) => app.jobs.runAgain(trx, key))).toBe(true);
    expect(await app.jobs.runDue()).toBe(1);
    expect(newMails(before)).toHaveLength(2);
    expect(await app.watchAlerts.sentFor(event.id)).toBe(2);
  });

  it("holds up no request while the mail server does not answer, and sends once it does", async () => {
    const send = app.mailer.send;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sending = false;
    app.mailer.send = async (...message) => {
      sending = true;
      await answered;
      return send(...message);
    };
    const before = outboxMails(dataDir).length;
    let running: Promise<number> = Promise.resolve(0);
    try {
      await emit("project.updated", {
        project_id: 1,
        changes: [{ field: "bid_date", before: "2026-02-01", after: "2026-03-01" }],
      });
      running = app.jobs.runDue();
      await vi.waitFor(() => expect(sending).toBe(true));
      // Sent inside the alert's transaction, the e-mail held SQLite's one connection, and the lead waited.
      const lead = app.inject({
        method: "POST",
        url: "/reactapp/create-contact/",
        payload: { name: "Wes Waiting", email: "wes@example.com", message: "Sent while the mail server hangs" },
      });
      const heldUp = new Promise<"held up">((resolve) => setTimeout(() => resolve("held up"), 1500));
      expect(await Promise.race([lead.then((answer) => answer.statusCode), heldUp])).toBe(201);
      expect(newMails(before)).toEqual([]);
    } finally {
      answer();
      await running;
      app.mailer.send = send;
    }
    const name = await projectName(1);
    const alerts = newMails(before).filter((mail) => mail.headers.subject?.startsWith(`${name}:`));
    expect(recipients(alerts)).toEqual(["ann@example.com", "ben@example.com"]);
  });

  it("shows a page that unsubscribes only when its button posts, without a session", async () => {
    const before = outboxMails(dataDir).length;
    await emit("project.updated", {
      project_id: 1,
      changes: [{ field: "time_zone", before: null, after: "America/Chicago" }],
    });
    await app.jobs.runDue();
    const annMail = newMails(before).find((mail) => mail.headers.to === "ann@example.com")!;
    expect(annMail.text).toContain("Time zone: (none) → America/Chicago");
    const link = `/reactapp/watch/unsubscribe/?token=${encodeURIComponent(tokenIn(annMail))}`;

    const page = await app.inject({ url: link, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Stop watch-list alerts?");
    expect(page.body).toMatch(/<form method="post" action="\/reactapp\/watch\/unsubscribe\/\?token=[^"]+"/);

    // Opening the link (as a mail scanner does) unsubscribed nobody.
    const afterGet = outboxMails(dataDir).length;
    await emit("project.closed", { project_id: 1, awarded_company: "Apex", awarded_amount: 10 });
    await app.jobs.runDue();
    expect(recipients(newMails(afterGet))).toEqual(["ann@example.com", "ben@example.com"]);

    const posted = await app.inject({
      method: "POST",
      url: link,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ unsubscribed: true });

    const afterPost = outboxMails(dataDir).length;
    await emit("project.document_added", { project_id: 1, document_id: 9, kind: "addendums", name: "ADD-2.pdf" });
    await app.jobs.runDue();
    expect(recipients(newMails(afterPost))).toEqual(["ben@example.com"]);
    // The star stays.
    const favorites = await app.inject({ url: "/reactapp/favorites/", cookies: visitors.ann!.cookies });
    expect(favorites.json()).toEqual({ ids: [1] });
  });

  it("takes the one-click body as multipart/form-data too, and answers a browser with the page", async () => {
    const before = outboxMails(dataDir).length;
    await emit("project.updated", {
      project_id: 2,
      changes: [{ field: "bid_date", before: "2026-01-01", after: "2026-01-02" }],
    });
    await app.jobs.runDue();
    const token = tokenIn(newMails(before)[0]!);
    const boundary = "----one-click";
    const multipart = await app.inject({
      method: "POST",
      url: `/reactapp/watch/unsubscribe/?token=${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "text/html" },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(multipart.body).toContain("You are unsubscribed");
  });

  it("reads a multipart one-click body with the one multipart reader: a broken one is a 400 in DRF's shape", async () => {
    // A token of an alert sent earlier: still ours, and its user still exists.
    const token = tokenIn(outboxMails(dataDir).at(-1)!);
    const boundary = "----one-click";
    const cut = await app.inject({
      method: "POST",
      url: `/reactapp/watch/unsubscribe/?token=${token}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click`,
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json()).toEqual({ detail: "Multipart form parse error - The body ends before its closing boundary." });
  });

  it("refuses a forged or altered token, and a POST without the one-click body", async () => {
    const before = outboxMails(dataDir).length;
    await emit("project.closed", { project_id: 1, awarded_company: "Apex", awarded_amount: 10 });
    await app.jobs.runDue();
    const token = tokenIn(newMails(before).find((mail) => mail.headers.to === "ben@example.com")!);
    const [user, project, signature] = token.split(".") as [string, string, string];
    const forged = [
      `${Number(user) + 1}.${project}.${signature}`,
      `${user}.${Number(project) + 1}.${signature}`,
      `${user}.${project}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${user}.${project}`,
      "",
    ];
    for (const bad of forged) {
      const url = `/reactapp/watch/unsubscribe/?token=${encodeURIComponent(bad)}`;
      const page = await app.inject({ url, headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain("This unsubscribe link does not work");
      const posted = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(posted.statusCode).toBe(400);
    }
    expect((await app.inject({ method: "POST", url: "/reactapp/watch/unsubscribe/" })).statusCode).toBe(400);
    const noBody = await app.inject({
      method: "POST",
      url: `/reactapp/watch/unsubscribe/?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=Yes",
    });
    expect(noBody.statusCode).toBe(400);

    // Ben is still subscribed: nothing above unsubscribed him.
    const afterRefusals = outboxMails(dataDir).length;
    await emit("project.updated", { project_id: 1, changes: [{ field: "bid_time", before: "10:00", after: "11:00" }] });
    await app.jobs.runDue();
    expect(recipients(newMails(afterRefusals))).toEqual(["ben@example.com"]);
  });
});
