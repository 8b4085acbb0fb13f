// The take-off files staff deliver: xlsx, csv and pdf by their content (a renamed file is refused, and
// nothing of it kept), listed on the order, removable until the order is final; and the buyer, only the
// buyer, downloads them as attachments once the order is delivered: any other id answers 404.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../helpers/accounts.ts";
import { TEST_DATABASES, tempDataDir, testApp } from "../../../helpers/app.ts";
import { multipart, PDF } from "../../../helpers/multipart.ts";
import { placeOrder, workbook } from "../../../helpers/orders.ts";
import { signedInStaff, type StaffSession } from "../../../helpers/staff.ts";

describe.each(TEST_DATABASES)("server: order deliverables on $name", ({ url }) => {
  let app: FastifyInstance;
  let dataDir: string;
  let staff: StaffSession;
  let admin: StaffSession;
  let buyer: { cookies: Record<string, string>; token: string };
  let other: { cookies: Record<string, string>; token: string };
  let xlsx: Buffer;

  beforeAll(async () => {
    dataDir = tempDataDir();
    app = await testApp({ DATABASE_URL: await url(), DATA_DIR: dataDir, SEED_PROJECTS: "20", JOBS_POLL_MS: "0" });
    staff = await signedInStaff(app, "estimator");
    admin = await signedInStaff(app, "manager", { role: "admin" });
    buyer = await signedIn(app, "buyer");
    other = await signedIn(app, "someone");
    xlsx = await workbook();
  });
  afterAll(() => app?.close());

  const upload = (id: number, filename: string, content: Buffer) => {
    const body = multipart([{ name: "file", filename, content, type: "application/octet-stream" }]);
    return app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/files/`,
      cookies: staff.cookies,
      headers: { ...body.headers, "x-csrftoken": staff.token },
      payload: body.payload,
    });
  };
  const files = async (id: number) =>
    (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...staff.as() })).json().files as Array<{
      id: number;
      name: string;
      kind: string;
    }>;
  const stored = () => {
    try {
      return readdirSync(path.join(dataDir, "files"));
    } catch {
      return [];
    }
  };
  const move = (id: number, from: string, status: string) =>
    app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/status/`,
      ...staff.as(),
      payload: { from, status },
    });
  const download = (id: number, file: number, who = buyer) =>
    app.inject({ url: `/reactapp/orders/${id}/files/${file}/`, cookies: who.cookies });

  it("accepts a workbook, a CSV and a PDF by their content, whatever their names say", async () => {
    const { id } = await placeOrder(app, buyer);
    expect((await upload(id, "takeoff.xlsx", xlsx)).statusCode).toBe(201);
    expect((await upload(id, "quantities.csv", Buffer.from("item,qty\nconcrete,12\n"))).statusCode).toBe(201);
    expect((await upload(id, "marked-up plan.pdf", PDF)).statusCode).toBe(201);
    expect((await files(id)).map((file) => [file.name, file.kind])).toEqual([
      ["takeoff.xlsx", "xlsx"],
      ["quantities.csv", "csv"],
      ["marked-up plan.pdf", "pdf"],
    ]);
  });

  it("refuses other content (an executable renamed .pdf, a ZIP named .xlsx) and keeps nothing of it", async () => {
    const { id } = await placeOrder(app, buyer);
    const before = stored().length;
    const exe = await upload(id, "plan.pdf", Buffer.concat([Buffer.from("MZ\x90\x00\x03"), Buffer.alloc(200, 1)]));
    expect(exe.statusCode).toBe(400);
    expect(exe.json().file[0]).toMatch(/Excel workbook/);
    const zip = Buffer.from("504b030414000000000000000000000000000000000000000000", "hex");
    expect((await upload(id, "takeoff.xlsx", zip)).statusCode).toBe(400);
    const none = await app.inject({
      method: "POST",
      url: `/reactapp/staff/orders/${id}/files/`,
      ...staff.as(),
      payload: { file: "x" },
    });
    expect(none.statusCode).toBe(400);
    expect(stored().length).toBe(before);
    expect(await files(id)).toEqual([]);
  });

  it("removes a file (administrators only, audited) until the order is final; then its files can no longer change", async () => {
    const { id } = await placeOrder(app, buyer);
    await upload(id, "a.pdf", PDF);
    await upload(id, "b.pdf", PDF);
    const [first, second] = await files(id);
    const before = stored().length;
    const remove = (as: StaffSession) =>
      app.inject({ method: "DELETE", url: `/reactapp/staff/orders/${id}/files/${first!.id}/`, ...as.as() });
    expect((await remove(staff)).statusCode).toBe(403);
    expect(stored().length).toBe(before);
    const removed = await remove(admin);
    expect(removed.statusCode).toBe(200);
    expect(stored().length).toBe(before - 1);
    expect((await files(id)).map((file) => file.name)).toEqual(["b.pdf"]);
    const history = (await app.inject({ url: `/reactapp/staff/orders/${id}/`, ...staff.as() })).json().history;
    expect(history[0]).toMatchObject({ action: "order.file_removed", before: { name: "a.pdf" } });
    await move(id, "placed", "in_progress");
    await move(id, "in_progress", "delivered");
    expect(
      (await app.inject({ method: "DELETE", url: `/reactapp/staff/orders/${id}/files/${second!.id}/`, ...admin.as() }))
        .statusCode,
    ).toBe(409);
    expect((await upload(id, "c.pdf", PDF)).statusCode).toBe(409);
  });

  it("lets the buyer alone download a delivered order's files, as attachments; 404 for anyone else", async () => {
    const { id } = await placeOrder(app, buyer);
    await upload(id, "takeoff.xlsx", xlsx);
    const [file] = await files(id);
    // Not delivered yet: nothing to download.
    expect((await download(id, file!.id)).statusCode).toBe(404);
    await move(id, "placed", "in_progress");
    await move(id, "in_progress", "delivered");
    const got = await download(id, file!.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toMatch(/spreadsheetml/);
    expect(got.headers["content-disposition"]).toMatch(/^attachment; filename="takeoff.xlsx"/);
    expect(got.rawPayload.equals(xlsx)).toBe(true);

    const theirs = await download(id, file!.id, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: "No order has this number." });
    expect((await app.inject({ url: `/reactapp/orders/${id}/files/${file!.id}/` })).statusCode).toBe(403);
    const another = await placeOrder(app, buyer);
    expect((await download(another.id, file!.id)).statusCode).toBe(404);
    expect((await download(id, 999999)).statusCode).toBe(404);
    // Staff download any order's file from the console.
    const staffGot = await app.inject({ url: `/reactapp/staff/orders/${id}/files/${file!.id}/`, ...staff.as() });
    expect(staffGot.statusCode).toBe(200);
  });
});
