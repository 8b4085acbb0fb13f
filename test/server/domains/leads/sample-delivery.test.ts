// The sample e-mail: to the visitor, with the spreadsheet of the sample type they chose and the marked-up
// plan, both real files of the build that open as what they claim to be.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import nodemailer from "nodemailer";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import deliverables from "../../../../contract/choices/sample-deliverables.json" with { type: "json" };
import sampleTypes from "../../../../contract/choices/sample-types.json" with { type: "json" };
import { composeSampleDelivery, type SampleType } from "../../../../server/domains/leads/sample-delivery.ts";
import { SITE_DIR } from "../../../helpers/site.ts";

const options = { siteDir: SITE_DIR, siteUrl: "https://qto.example", replyTo: "sales@qto.example" };
const request = (sampleType: SampleType) => ({
  reference: "QTO-S-7K2M9XPD",
  email: "dana@buildco.example",
  sampleType,
});

async function divisionsIn(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet("Take-off")!;
  const divisions = new Set<string>();
  sheet.eachRow((row, number) => number > 1 && divisions.add(String(row.getCell(1).value)));
  return [...divisions];
}

describe("sample delivery e-mail", () => {
  it("has a spreadsheet for every sample type the form offers", () => {
    expect(Object.keys(deliverables.workbooks).sort()).toEqual(sampleTypes.map((type) => type.value).sort());
  });

  it("goes to the visitor with their sample type's spreadsheet and the plan, both in the build", () => {
    const mail = composeSampleDelivery(request("concrete"), options);
    expect(mail.to).toEqual(["dana@buildco.example"]);
    expect(mail.replyTo).toBe("sales@qto.example");
    expect(mail.id).toBe("sample-QTO-S-7K2M9XPD");
    expect(mail.subject).toBe("Your QTO Solutions sample take-off: Concrete");
    expect(mail.text.split("\n")[0]).toBe("Hello,");
    expect(mail.text).toContain("https://qto.example/quote/");
    expect(mail.attachments.map((file) => file.filename)).toEqual(["qto-sample-concrete.xlsx", "qto-sample-plan.pdf"]);
    for (const file of mail.attachments) expect(existsSync(file.path), file.path).toBe(true);
  });

  it.each([
    ["concrete", ["03"]],
    ["roofing", ["07"]],
    ["site-civil", ["31", "32", "33"]],
    ["new-school", ["02", "03", "04", "07", "08", "09", "22", "23", "26", "31", "32", "33"]],
  ] as const)("the %s spreadsheet holds the take-off lines of divisions %j only", async (type, divisions) => {
    const [workbook] = composeSampleDelivery(request(type), options).attachments;
    expect(await divisionsIn(workbook!.path)).toEqual(divisions);
  });

  it("the plan is a one-page PDF titled as the sample's marked-up plan", async () => {
    const plan = composeSampleDelivery(request("masonry"), options).attachments[1]!;
    const pdf = await PDFDocument.load(readFileSync(plan.path));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toMatch(/marked-up plan/);
  });

  it("is a message nodemailer can send, with both files attached", async () => {
    const mail = composeSampleDelivery(request("electrical"), options);
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const { to, subject, text, attachments } = mail;
    const info = await transport.sendMail({ from: "website@qtosolutions.com", to, subject, text, attachments });
    const raw = (info.message as Buffer).toString();
    expect(raw).toContain("To: dana@buildco.example");
    expect(raw).toMatch(/filename=qto-sample-electrical\.xlsx/);
    expect(raw).toMatch(/filename=qto-sample-plan\.pdf/);
    expect(path.basename(mail.attachments[0]!.path)).toBe("qto-sample-electrical.xlsx");
  });
});
