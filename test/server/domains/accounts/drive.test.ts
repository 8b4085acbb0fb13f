// The Drive page's list and the quote PDFs' download: a customer sees the take-off files of their
// delivered orders and the PDFs of quote requests they sent signed in; nobody else's (another customer's
// file id answers 404, as an unknown one does), and an anonymous quote's PDF is nobody's drive file.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Drive } from "../../../../contract/account/drive.ts";
import { quoteFilePath } from "../../../../contract/account/drive.ts";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { VALID_LEADS } from "../../../helpers/leads.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { placeOrder, workbook } from "../../../helpers/orders.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

type Session = { cookies: Record<string, string>; token: string };

describe.each(TEST_DATABASES)("server: account drive on $name", ({ url }) => {
  let app: FastifyInstance;
  let staff: StaffSession;
  let buyer: Session;
  let other: Session;

  beforeAll(async () => {
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: tempDataDir(), SEED_PROJECTS: "20", JOBS_POLL_MS: "0" });
    staff = await signedInStaff(app, "estimator");
    buyer = await signedIn(app, "drive-buyer");
    other = await signedIn(app, "drive-other");
  });
  afterAll(() => app?.close());

  const drive = async (who: Session) => {
    const response = await app.inject({ url: "/reactapp/account/drive/", cookies: who.cookies });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json() as Drive;
  };
  const upload = async (id: number, filename: string, content: Buffer) => {
    const body = multipart([{ name: "file", filename, content, type: "application/octet-stream" }]);
    const response = await app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/files/`,
      cookies: staff.cookies,
      headers: { ...body.headers, "x-csrftoken": staff.token },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const move = async (id: number, from: string, status: string) =>
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/reactapp/staff/orders/${id}/status/`,
          ...staff.as(),
          payload: { from, status },
        })
      ).statusCode,
    ).toBe(200);
  const sendQuote = async (who: Session | undefined, filename: string) => {
    const fields = Object.entries(VALID_LEADS.quote.body).flatMap(([name, value]) =>
      [value].flat().map((item) => ({ name, value: String(item) })),
    );
    const { payload, headers } = multipart([...fields, { name: "specification_files", filename, content: PDF }]);
    const response = await app.inject({
      method: "POST",
      url: VALID_LEADS.quote.path,
      payload,
      headers,
      cookies: who?.cookies,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reference as string;
  };
  const fileIdOf = async (name: string) =>
    Number(
      (await app.db.selectFrom("lead_files").select("id").where("original_name", "=", name).executeTakeFirstOrThrow())
        .id,
    );

  it("holds the delivered orders' take-off files, grouped by order, and no undelivered order", async () => {
    const delivered = await placeOrder(app, buyer);
    const pending = await placeOrder(app, buyer);
    await upload(delivered.id, "takeoff.xlsx", await workbook());
    await upload(delivered.id, "plan.pdf", PDF);
    await upload(pending.id, "draft.pdf", PDF);
    await move(delivered.id, "placed", "in_progress");
    await move(delivered.id, "in_progress", "delivered");

    const mine = await drive(buyer);
    expect(mine.orders).toEqual([
      {
        id: delivered.id,
        number: delivered.number,
        // Named by its projects as well as its number (placeOrder buys projects 1 and 2).
        projects: (
          await app.db.selectFrom("projects").select("name").where("id", "in", [1, 2]).orderBy("id").execute()
        ).map((row) => row.name),
        created_at: expect.any(String),
        files: [
          { id: expect.any(Number), name: "takeoff.xlsx", kind: "xlsx", size: expect.any(Number) },
          { id: expect.any(Number), name: "plan.pdf", kind: "pdf", size: PDF.length },
        ],
      },
    ]);
    const file = mine.orders[0]!.files[0]!;
    const download = await app.inject({
      url: `/reactapp/orders/${delivered.id}/files/${file.id}/`,
      cookies: buyer.cookies,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
    const peek = await app.inject({
      url: `/reactapp/orders/${delivered.id}/files/${file.id}/`,
      cookies: other.cookies,
    });
    expect(peek.statusCode).toBe(404);
    expect((await drive(other)).orders).toEqual([]);
  });

  it("holds the PDFs of quotes sent signed in, downloadable by their sender alone", async () => {
    const reference = await sendQuote(buyer, "Level 2 plans.pdf");
    await sendQuote(undefined, "anonymous.pdf");
    await sendQuote(other, "someone else's.pdf");

    const mine = await drive(buyer);
    expect(mine.quotes).toEqual([
      {
        reference,
        created_at: expect.any(String),
        files: [{ id: await fileIdOf("Level 2 plans.pdf"), name: "Level 2 plans.pdf", kind: "pdf", size: PDF.length }],
      },
    ]);
    expect(JSON.stringify(await drive(other))).not.toContain("Level 2 plans.pdf");

    const own = await app.inject({ url: quoteFilePath(await fileIdOf("Level 2 plans.pdf")), cookies: buyer.cookies });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toMatch(/^attachment; filename="Level 2 plans\.pdf"/);
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const unknown = await app.inject({ url: quoteFilePath(999_999), cookies: buyer.cookies });
    for (const name of ["someone else's.pdf", "anonymous.pdf"]) {
      const refused = await app.inject({ url: quoteFilePath(await fileIdOf(name)), cookies: buyer.cookies });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body);
    }
    expect((await app.inject({ url: quoteFilePath(1e12), cookies: buyer.cookies })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: "/reactapp/account/drive/quote-files/x/", cookies: buyer.cookies })).statusCode,
    ).toBe(404);
  });

  it("refuses a visitor who is not signed in, and keeps the staff download staff-only", async () => {
    expect((await app.inject({ url: "/reactapp/account/drive/" })).statusCode).toBe(403);
    await sendQuote(buyer, "mine again.pdf");
    const id = await fileIdOf("mine again.pdf");
    expect((await app.inject({ url: quoteFilePath(id) })).statusCode).toBe(403);
    const lead = await app.db.selectFrom("lead_files").select("lead_id").where("id", "=", id).executeTakeFirstOrThrow();
    const staffPath = `/reactapp/staff/leads/${lead.lead_id}/files/${id}`;
    expect((await app.inject({ url: staffPath, cookies: buyer.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: staffPath, ...staff.as() })).statusCode).toBe(200);
  });
});
