// The desk-to-watchers chain through the real endpoints: staff publish a project on the desk, a visitor stars it,
// staff move its bid date on the desk and post an addendum in the plan room; the watcher gets one
// e-mail for each, and the public detail lists both changes, newest first.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeskProject } from "../../../../contract/staff/projects.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { outboxMails } from "../../../helpers/outbox.ts";
import { PROJECT_INPUT } from "../../../helpers/projects.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";
import { verifiedSignedIn } from "../../../helpers/verified.ts";

describe.each(TEST_DATABASES)("server: desk changes reach the watchers on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "0", JOBS_POLL_MS: "0" });
    staff = await signedInStaff(app, "desk-chain-dana");
  });
  afterAll(() => app?.close());

  it("e-mails the visitor who starred it once per change, and the detail shows both changes", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/reactapp/staff/projects/",
      payload: { ...PROJECT_INPUT, name: "Cedar Park Fire Station" },
      ...staff.as(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as DeskProject;
    const published = await app.inject({
      method: "POST",
      url: `/reactapp/staff/projects/${id}/publish`,
      ...staff.as(),
    });
    expect(published.statusCode, published.body).toBe(200);

    // Alerts go only to a verified address.
    const watcher = await verifiedSignedIn(app, dataDir, "watcher-wes");
    const starred = await app.inject({
      method: "PUT",
      url: `/reactapp/favorites/${id}/`,
      cookies: watcher.cookies,
      headers: { "x-csrftoken": watcher.token },
    });
    expect(starred.statusCode).toBe(200);
    await app.jobs.runDue();
    const alerts = () =>
      outboxMails(dataDir).filter(
        (mail) => mail.headers.to === "watcher-wes@example.com" && mail.headers["list-unsubscribe"],
      );
    expect(alerts()).toEqual([]);

    const current = (await app.inject({ url: `/reactapp/staff/projects/${id}`, ...staff.as() })).json().project;
    const moved = await app.inject({
      method: "PUT",
      url: `/reactapp/staff/projects/${id}`,
      payload: {
        ...PROJECT_INPUT,
        name: "Cedar Park Fire Station",
        bid_date: "2027-04-02",
        updated_at: current.updated_at,
      },
      ...staff.as(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = multipart([
      { name: "kind", value: "addendums" },
      { name: "file", filename: "Addendum 1.pdf", content: PDF },
    ]);
    const posted = await app.inject({
      method: "POST",
      url: `/reactapp/staff/projects/${id}/documents/`,
      payload: body.payload,
      cookies: staff.as().cookies,
      headers: { ...staff.as().headers, ...body.headers },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await app.jobs.runDue();

    expect(alerts().map((mail) => mail.headers.subject)).toEqual([
      "Cedar Park Fire Station: bid date changed",
      "Cedar Park Fire Station: addendum posted",
    ]);
    expect(alerts()[0]!.text).toContain("2027-03-15 → 2027-04-02");
    expect(alerts()[1]!.text).toContain("Addendum 1.pdf");

    const detail = (await app.inject({ url: `/reactapp/projects/projects/${id}/` })).json();
    expect(detail.changes.map((change: { field: string; after: string }) => [change.field, change.after])).toEqual([
      ["addendum", "Addendum 1.pdf"],
      ["bid_date", "2027-04-02"],
    ]);
    expect(detail.documents.addendums.map((document: { name: string }) => document.name)).toEqual(["Addendum 1.pdf"]);
  });
});
