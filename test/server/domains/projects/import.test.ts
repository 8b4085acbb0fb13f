// The CSV import's API: who may use it (administrators), the template, a dry run that writes nothing, files refused as a
// whole (nothing written), 1,000 rows with three bad ones (exactly those refused, 997 created, a second
// import changing nothing), and the updates of published projects kept in their history and told.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, IMPORT_LIMITS, type ImportReport } from "../../../../contract/staff/project-import.ts";
import type { DomainEvent } from "../../../../server/infra/events/events.ts";
import { TEST_DATABASES, testApp } from "../../../helpers/app.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { BAD_CELLS, importCsv } from "../../../helpers/project-import-csv.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

const IMPORT = "/reactapp/staff/projects/import/";

describe.each(TEST_DATABASES)("server: the projects' CSV import on $name", ({ url }) => {
  let app: FastifyInstance;
  let admin: StaffSession;
  const heard: DomainEvent[] = [];

  const upload = (csv: string | Buffer, { dryRun = false, as = admin.as() } = {}) => {
    const { payload, headers } = multipart([
      { name: "file", filename: "projects.csv", content: Buffer.from(csv), type: "text/csv" },
    ]);
    return app.inject({
      method: "POST",
      url: `${IMPORT}${dryRun ? "?dry_run=1" : ""}`,
      payload,
      ...as,
      headers: { ...as.headers, ...headers },
    });
  };
  const report = async (csv: string, options: { dryRun?: boolean } = {}) => {
    const response = await upload(csv, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ImportReport;
  };
  const projectsLike = async (prefix: string) =>
    (await app.db.selectFrom("projects").selectAll().where("external_id", "like", `${prefix}-%`).execute()).length;
  const snapshot = async () => ({
    projects: await app.db
      .selectFrom("projects")
      .select(["id", "external_id", "updated_at", "publication"])
      .orderBy("id")
      .execute(),
    changes: (await app.db.selectFrom("project_changes").select("id").execute()).length,
  });
  const imports = () => app.db.selectFrom("audit_log").selectAll().where("action", "=", "projects.imported").execute();

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), SEED_PROJECTS: "0" });
    app.events.on(async (event) => void heard.push(event));
    admin = await signedInStaff(app, "import-ivy", { role: "admin" });
  });
  afterAll(() => app?.close());

  it("refuses anonymous visitors, customers and staff who are not administrators", async () => {
    const customer = await signedIn(app, "customer-cy");
    const asCustomer = { cookies: customer.cookies, headers: { "x-csrftoken": customer.token } };
    const asStaff = (await signedInStaff(app, "staff-sid")).as();
    for (const as of [{ cookies: {}, headers: {} }, asCustomer, asStaff]) {
      const expected = as === asCustomer || as === asStaff ? 403 : 401;
      expect((await app.inject({ url: `${IMPORT}template.csv`, ...as })).statusCode).toBe(expected);
      expect((await upload(importCsv(1), { as })).statusCode).toBe(expected);
      expect((await upload(importCsv(1), { as, dryRun: true })).statusCode).toBe(expected);
    }
    expect(await projectsLike("IMP")).toBe(0);
  });

  it("serves a template whose header is the column list and whose example row imports", async () => {
    const response = await app.inject({ url: `${IMPORT}template.csv`, ...admin.as() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="projects-import-template.csv"/);
    const [header] = response.body.split("\r\n");
    expect(header).toBe(IMPORT_COLUMNS.map((column) => `"${column.name}"`).join(","));
    const checked = await report(response.body, { dryRun: true });
    expect(checked.totals).toEqual({ create: 1, update: 0, unchanged: 0, refused: 0 });
  });

  it("reports on a dry run and writes nothing", async () => {
    const before = await snapshot();
    const checked = await report(importCsv(5, { prefix: "DRY", bad: [2] }), { dryRun: true });
    expect(checked.dry_run).toBe(true);
    expect(checked.totals).toEqual({ create: 4, update: 0, unchanged: 0, refused: 1 });
    expect(checked.rows[0]).toEqual({
      row: 3,
      external_id: "DRY-00002",
      action: "refused",
      errors: [{ column: "state", message: "Select a state." }],
    });
    expect(await snapshot()).toEqual(before);
    expect(await imports()).toHaveLength(0);
  });

  it("refuses a whole file that cannot be imported, and writes nothing", async () => {
    const before = await snapshot();
    const good = importCsv(3, { prefix: "WHOLE" });
    const [header, first, second] = good.split("\r\n");
    const refusals: Array<[string | Buffer, RegExp]> = [
      [`${header}\r\n${first}\r\n${second}\r\n${first}\r\n`, /external_id "WHOLE-00001" is on rows 2 and 4/],
      [good.replace("bid_date,", ""), /Missing column: bid_date/],
      [good.replace("external_id", "ref"), /Unknown column: ref/],
      [PDF, /not a CSV/],
      [Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00]), /not a CSV/],
      [`${header}\r\n`, /no project rows/],
      [`${header}\r\n"unclosed,quote\r\n`, /not readable as CSV/],
    ];
    for (const [file, message] of refusals) {
      for (const dryRun of [true, false]) {
        const response = await upload(file, { dryRun });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().detail).toMatch(message);
      }
    }
    const tooMany = await upload(importCsv(IMPORT_LIMITS.maxRows + 1, { prefix: "MANY" }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toMatch(/at most 20000/);
    expect(await snapshot()).toEqual(before);
    expect(await imports()).toHaveLength(0);
  });

  it("refuses a file over 20 MB, uploaded or sent as the body, and writes nothing", async () => {
    const before = await snapshot();
    const huge = importCsv(1) + `${"x".repeat(1000)}\r\n`.repeat(IMPORT_LIMITS.maxBytes / 1000);
    const uploaded = await upload(huge);
    expect(uploaded.statusCode).toBe(413);
    const body = await app.inject({
      method: "POST",
      url: IMPORT,
      payload: huge,
      ...admin.as(),
      headers: { ...admin.as().headers, "content-type": "text/csv" },
    });
    expect(body.statusCode).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a request without a file, and a bad dry_run", async () => {
    const { payload, headers } = multipart([{ name: "note", value: "no file" }]);
    const none = await app.inject({
      method: "POST",
      url: IMPORT,
      payload,
      ...admin.as(),
      headers: { ...admin.as().headers, ...headers },
    });
    expect(none.statusCode).toBe(400);
    const query = await app.inject({ method: "POST", url: `${IMPORT}?dry_run=maybe`, ...admin.as() });
    expect(query.statusCode).toBe(400);
  });

  it("imports 1,000 rows with three bad ones: exactly those refused, 997 created, then nothing changes", async () => {
    const bad = [17, 500, 998];
    const file = importCsv(1000, { bad });
    const checked = await report(file, { dryRun: true });
    expect(checked.totals).toEqual({ create: 997, update: 0, unchanged: 0, refused: 3 });
    const refused = checked.rows.slice(0, 3);
    expect(refused.map((row) => [row.row, row.external_id, row.errors.map((error) => error.column)])).toEqual(
      bad.map((number, index) => [number + 1, `IMP-${String(number).padStart(5, "0")}`, [BAD_CELLS[index]!.column]]),
    );
    expect(refused[2]!.errors[0]!.message).toBe("Select a valid CSI division. (item 2)");
    expect(await projectsLike("IMP")).toBe(0);

    const done = await report(file);
    expect(done.totals).toEqual({ create: 997, update: 0, unchanged: 0, refused: 3 });
    expect(await projectsLike("IMP")).toBe(997);
    const stored = await app.db
      .selectFrom("projects")
      .selectAll()
      .where("external_id", "=", "IMP-00001")
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Imported project 1, "phase" 1',
      publication: "draft",
      divisions: JSON.stringify(["03", "09"]),
      bonds: JSON.stringify([
        { name: "Bid bond", percent: 10 },
        { name: "Performance bond", percent: 100 },
      ]),
      demo: 0,
    });
    expect(await imports()).toHaveLength(1);
    expect(JSON.parse((await imports())[0]!.after!)).toEqual(done.totals);

    const before = await snapshot();
    const again = await report(file);
    expect(again.totals).toEqual({ create: 0, update: 0, unchanged: 997, refused: 3 });
    expect(await snapshot()).toEqual(before);
  });

  it("updates a published project, keeps its changes and tells them; a draft's changes are not history", async () => {
    const published = importCsv(2, { prefix: "PUB", overrides: { publication: "published" } });
    expect((await report(published)).totals).toMatchObject({ create: 2 });
    const draft = importCsv(1, { prefix: "DRAFT" });
    await report(draft);
    heard.length = 0;

    const moved = importCsv(2, { prefix: "PUB", overrides: { bid_date: "2027-01-20", publication: "" } });
    const checked = await report(moved, { dryRun: true });
    expect(checked.totals).toEqual({ create: 0, update: 2, unchanged: 0, refused: 0 });
    expect(heard).toHaveLength(0);
    expect((await report(moved)).totals).toEqual({ create: 0, update: 2, unchanged: 0, refused: 0 });

    const ids = await app.db
      .selectFrom("projects")
      .select("id")
      .where("external_id", "like", "PUB-%")
      .orderBy("id")
      .execute();
    const changes = await app.db
      .selectFrom("project_changes")
      .selectAll()
      .where(
        "project_id",
        "in",
        ids.map((p) => p.id),
      )
      .execute();
    expect(changes.map(({ field, before, after, changed_by }) => ({ field, before, after, changed_by }))).toEqual([
      { field: "bid_date", before: "2026-12-15", after: "2027-01-20", changed_by: admin.userId },
      { field: "bid_date", before: "2026-12-15", after: "2027-01-20", changed_by: admin.userId },
    ]);
    expect(heard.map((event) => [event.type, event.data])).toEqual(
      ids.map(({ id }) => [
        "project.updated",
        { project_id: id, changes: [{ field: "bid_date", before: "2026-12-15", after: "2027-01-20" }] },
      ]),
    );

    heard.length = 0;
    const before = (await snapshot()).changes;
    await report(importCsv(1, { prefix: "DRAFT", overrides: { bid_date: "2027-02-01" } }));
    expect((await snapshot()).changes).toBe(before);
    expect(heard).toHaveLength(0);
  });

  it("publishes a draft when a row says published, and takes a text/csv body with loose header names", async () => {
    await report(importCsv(1, { prefix: "LATE" }));
    heard.length = 0;
    const publish = importCsv(1, { prefix: "LATE", overrides: { publication: "Published" } });
    expect((await report(publish)).totals).toMatchObject({ update: 1 });
    expect(heard.map((event) => event.type)).toEqual(["project.published"]);
    expect(
      (
        await app.db
          .selectFrom("projects")
          .select("publication")
          .where("external_id", "=", "LATE-00001")
          .executeTakeFirstOrThrow()
      ).publication,
    ).toBe("published");

    const loose = importCsv(1, { prefix: "TEXT" })
      .replace("external_id", " External ID ")
      .replace("bid_date", "BID_DATE");
    const response = await app.inject({
      method: "POST",
      url: `${IMPORT}?dry_run=1`,
      payload: loose,
      ...admin.as(),
      headers: { ...admin.as().headers, "content-type": "text/csv" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ImportReport).totals).toMatchObject({ create: 1 });
  });
});
