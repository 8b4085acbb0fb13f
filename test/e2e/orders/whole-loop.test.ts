// The firm's side of an order in Chromium against the real server: a customer buys two take-offs
// through the checkout; staff find the order in the list, start work, write to the customer (whose
// e-mail lands in the outbox), upload a spreadsheet and a marked-up PDF and deliver (the delivery
// e-mail lands too). axe-core finds nothing on either screen.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { tempDataDir } from "../../helpers/app.ts";
import { PDF } from "../../helpers/multipart.ts";
import { outbox, workbook } from "../../helpers/orders.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { useLiveSite } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";
import { CUSTOMER, useVisitor } from "../helpers/visitor.ts";

const dataDir = tempDataDir();
const site = useLiveSite({
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
  SEED_PROJECTS: "20",
  JOBS_POLL_MS: "0",
});
const visitor = useVisitor(site);
const { board, checkout, cardFields, openBoard } = visitor;

/** The customer registers, puts two take-offs in the cart and pays with the approving card. */
async function buyTwoTakeoffs(): Promise<string> {
  const { page } = visitor;
  await page.goto(`${site.origin}/Register/`);
  const form = page.locator('[data-widget="register-form"] form');
  await fillFields(form, { ...CUSTOMER, confirm_password: CUSTOMER.password });
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${site.origin}/`);
  await openBoard();
  for (const index of [0, 1])
    await board().locator(".card").nth(index).getByRole("button", { name: "Add to Cart" }).click();
  await page.goto(`${site.origin}/CheckOut/`);
  await checkout().getByRole("button", { name: "Make Payment" }).click();
  const billing = checkout().locator("form");
  await billing.waitFor();
  await fillFields(billing, { name_on_card: "Dana Reyes", address: "12 Main St", city: "Austin", zip: "78701" });
  await billing.locator('[name="state"]').selectOption("TX");
  await cardFields().locator("#number").fill("4242 4242 4242 4242");
  await cardFields().locator("#exp_month").selectOption("12");
  await cardFields()
    .locator("#exp_year")
    .selectOption(String(new Date().getFullYear() + 2));
  await cardFields().locator("#cvc").fill("123");
  await checkout().getByRole("button", { name: "Make Payment" }).click();
  await checkout().getByText("Thank you: your order is placed").waitFor();
  return (await checkout().locator(".reference").textContent())!;
}

let number: string;
beforeAll(async () => {
  number = await buyTwoTakeoffs();
});

const mailsTo = (address: string) => outbox(dataDir).filter((mail) => new RegExp(`^To: ${address}$`, "m").test(mail));

describe("e2e: the firm works an order", () => {
  it("lists the order, starts work, writes to the customer, uploads the take-off and delivers it", async () => {
    const { page, close } = await staffPage(site, "estimator", { timeout: 8000 });
    await page.goto(`${site.origin}/staff/orders/`);
    const list = page.locator('[data-widget="staff-orders"] .qto');
    await list.getByRole("link", { name: number }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await list.getByRole("link", { name: number }).click();
    await page.waitForURL(/\/staff\/order\/\?id=\d+$/);
    const screen = page.locator('[data-widget="staff-order"] .qto');
    await screen.getByRole("heading", { name: number }).waitFor();
    expect(await screen.textContent()).toContain("visa ending in 4242");
    expect(await axeViolations(page)).toEqual([]);

    await screen.getByRole("button", { name: "Start work" }).click();
    await screen.locator("#status-heading + p").getByText("In progress").waitFor();

    await screen.getByLabel("Reply").fill("We have started on your take-off; it will be ready tomorrow.");
    await screen.getByRole("button", { name: "Send to the customer" }).click();
    await screen.locator(".message").getByText("ready tomorrow", { exact: false }).waitFor();
    await site.app.jobs.runDue();
    expect(mailsTo(CUSTOMER.email).some((mail) => mail.includes("ready tomorrow") && mail.includes(number))).toBe(true);

    const upload = async (name: string, mimeType: string, buffer: Buffer) => {
      await screen.getByLabel(/Add a file/).setInputFiles({ name, mimeType, buffer });
      await screen.getByRole("button", { name: "Upload" }).click();
      await screen.locator(".files").getByRole("link", { name }).waitFor();
    };
    await upload("takeoff.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", await workbook());
    await upload("marked-up plan.pdf", "application/pdf", PDF);
    expect(await axeViolations(page)).toEqual([]);

    await screen.getByRole("button", { name: "Deliver" }).click();
    const dialog = screen.locator("dialog[open]");
    await dialog.getByRole("heading", { name: "Deliver this order to the customer?" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Deliver" }).click();
    await screen.locator("#status-heading + p").getByText("Delivered").waitFor();
    await site.app.jobs.runDue();
    expect(mailsTo(CUSTOMER.email).some((mail) => /Subject: Your order .*: Delivered/.test(mail))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
