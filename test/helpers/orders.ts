// Orders for API tests of their fulfilment: a customer pays for take-offs on the test gateway's page, and
// the files staff deliver (a real workbook built with ExcelJS, a CSV, a PDF).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { BILLING, buy } from "./accounts.ts";

/** Places and pays an order of two take-offs as the signed-in customer; answers its id, number and payment. */
export async function placeOrder(
  app: FastifyInstance,
  customer: { cookies: Record<string, string>; token: string },
): Promise<{ id: number; number: string; reference: string }> {
  const { order } = await buy(app, customer, {
    lines: [
      { project_id: 1, size: "medium" },
      { project_id: 2, size: "small" },
    ],
    ...BILLING,
  });
  const { number } = order;
  const row = await app.db
    .selectFrom("orders")
    .select(["id", "payment_reference"])
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), number, reference: row.payment_reference! };
}

/** A real .xlsx workbook: a ZIP whose entries name a workbook. */
export async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Take-off").addRow(["Item", "Quantity"]).commit();
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Undoes quoted-printable, which folds long lines of an e-mail body. */
const unfold = (eml: string) =>
  eml.replace(/=\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The outbox's e-mails, as a mail client shows their text. */
export function outbox(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, "outbox")).map((file) =>
      unfold(readFileSync(path.join(dataDir, "outbox", file), "utf8")),
    );
  } catch {
    return [];
  }
}
