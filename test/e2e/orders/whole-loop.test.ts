// The whole loop of a sale in Chromium against the real server: a customer buys two
// take-offs through the checkout; staff find the order, start work and write to the customer, whose
// e-mail links to the thread; the customer answers there and the firm gets the answer by e-mail; staff
// upload a spreadsheet and a marked-up PDF and deliver; the customer downloads both from Drive and
// prints the receipt. Then the customer saves a search on the board, staff publish a matching project,
// and `npm run alerts` puts exactly one digest naming it in the outbox (a second run adds nothing),
// whose unsubscribe link works without signing in. axe-core finds nothing on each screen.
// (The forgotten-password reset is test/e2e/account/customer-account.test.ts.)
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { tempDataDir } from "../../helpers/app.ts";
import { PDF } from "../../helpers/multipart.ts";
import { outbox, workbook } from "../../helpers/orders.ts";
import { lastLinkToken } from "../../helpers/outbox.ts";
import { PROJECT_INPUT } from "../../helpers/projects.ts";
import type { StaffSession } from "../../helpers/staff.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { newPage, useLiveSite, type OpenedPage } from "../helpers/live-site.ts";
import { pdfPages } from "../helpers/print.ts";
import { staffPage } from "../helpers/staff.ts";
import { CUSTOMER, useVisitor } from "../helpers/visitor.ts";

const dataDir = tempDataDir();
const env = { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`, SEED_PROJECTS: "20" };
// No job runner in the server: the test runs the due jobs itself, and `npm run alerts` the scheduled ones.
const site = useLiveSite({ ...env, JOBS_POLL_MS: "0" });
const visitor = useVisitor(site);
const { board, checkout, payOnGatewayPage, openBoard } = visitor;

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
  await checkout().getByRole("button", { name: "Continue to payment" }).click();
  const billing = checkout().locator("form");
  await billing.waitFor();
  await fillFields(billing, { name_on_card: "Dana Reyes", address: "12 Main St", city: "Austin", zip: "78701" });
  await billing.locator('[name="state"]').selectOption("TX");
  await checkout().getByRole("button", { name: "Continue to payment" }).click();
  await payOnGatewayPage("4242 4242 4242 4242");
  await checkout().getByText("Thank you: your order is placed").waitFor();
  return (await checkout().locator(".reference").textContent())!;
}

let number: string;
let staff: OpenedPage & { session: StaffSession };
beforeAll(async () => {
  number = await buyTwoTakeoffs();
  // Alerts go to verified addresses only: the customer opens the link e-mailed at registration.
  await site.app.jobs.runDue();
  const token = lastLinkToken(dataDir, CUSTOMER.email, "/account/verify-email/");
  await visitor.page.goto(`${site.origin}/account/verify-email/?token=${token}`);
  await visitor.page
    .locator('[data-widget="account-link"] .qto')
    .getByRole("heading", { name: "Address verified" })
    .waitFor();
  staff = await staffPage(site, "estimator", { timeout: 8000 });
});
afterAll(() => staff?.close());

const mailsTo = (address: string) => outbox(dataDir).filter((mail) => new RegExp(`^To: ${address}$`, "m").test(mail));

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"] .qto`);
const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);
const staffOrder = () => widget(staff.page, "staff-order");

describe("e2e: a sale from the checkout to the delivered files", () => {
  it("staff find the order, start work and write to the customer", async () => {
    const { page } = staff;
    await page.goto(`${site.origin}/staff/orders/`);
    const list = widget(page, "staff-orders");
    await list.getByRole("link", { name: number }).waitFor();
    await expectNoViolations(page);

    await list.getByRole("link", { name: number }).click();
    await page.waitForURL(/\/staff\/order\/\?id=\d+$/);
    const screen = staffOrder();
    await page.getByRole("heading", { level: 1, name: `Order ${number}` }).waitFor();
    expect(await screen.textContent()).toContain("Visa ending in 4242");
    await expectNoViolations(page);

    await screen.getByRole("button", { name: "Start work" }).click();
    await screen.locator("#status-heading + p").getByText("In progress").waitFor();
    await screen.getByLabel("Reply").fill("We have started on your take-off. Does it include the garage?");
    await screen.getByRole("button", { name: "Send to the customer" }).click();
    await screen.locator(".message").getByText("include the garage", { exact: false }).waitFor();
    await site.app.jobs.runDue();
    expect(mailsTo(CUSTOMER.email).some((mail) => mail.includes("include the garage") && mail.includes(number))).toBe(
      true,
    );
  });

  it("the customer opens the thread from the e-mail's link and answers; the firm gets the answer", async () => {
    const { page } = visitor;
    const mail = mailsTo(CUSTOMER.email).find((text) => text.includes("include the garage"))!;
    const link = /\/account\/messages\/\?order=\d+/.exec(mail)![0];
    await page.goto(site.origin + link);
    const messages = widget(page, "account-messages");
    await messages.getByRole("heading", { name: `Order ${number}` }).waitFor();
    await messages.getByText("Does it include the garage?").waitFor();
    await expectNoViolations(page);
    await messages.getByLabel("Your message").fill("Yes, the garage is part of it.");
    await messages.getByRole("button", { name: "Send to QTO Solutions" }).click();
    await messages.locator(".message--customer").getByText("the garage is part of it").waitFor();
    await expectNoViolations(page);
    await site.app.jobs.runDue();
    const toFirm = outbox(dataDir).filter((text) => new RegExp(`^Reply-To: ${CUSTOMER.email}$`, "m").test(text));
    expect(toFirm.some((text) => text.includes("the garage is part of it") && text.includes(number))).toBe(true);
  });

  it("staff read the answer, upload the take-off and deliver it", async () => {
    const { page } = staff;
    await page.reload();
    const screen = staffOrder();
    await screen.locator(".message").getByText("the garage is part of it", { exact: false }).waitFor();
    const upload = async (name: string, mimeType: string, buffer: Buffer) => {
      await screen.getByLabel(/Add a file/).setInputFiles({ name, mimeType, buffer });
      await screen.getByRole("button", { name: "Upload" }).click();
      await screen.locator(".files").getByRole("link", { name }).waitFor();
    };
    await upload("takeoff.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", await workbook());
    await upload("marked-up plan.pdf", "application/pdf", PDF);
    await expectNoViolations(page);

    await screen.getByRole("button", { name: "Deliver" }).click();
    const dialog = screen.locator("dialog[open]");
    await dialog.getByRole("heading", { name: "Deliver this order to the customer?" }).waitFor();
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Deliver" }).click();
    await screen.locator("#status-heading + p").getByText("Delivered").waitFor();
    await site.app.jobs.runDue();
    expect(mailsTo(CUSTOMER.email).some((mail) => /Subject: Your order .*: Delivered/.test(mail))).toBe(true);
    await expectNoViolations(page);
  });

  it("the customer downloads both files from Drive and prints the receipt on one page", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/account/drive/`);
    const drive = widget(page, "account-drive");
    await drive.getByText(`Order ${number}`).waitFor();
    await expectNoViolations(page);
    for (const name of ["takeoff.xlsx", "marked-up plan.pdf"]) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        drive.getByRole("link", { name: `Download ${name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      expect(await download.failure()).toBeNull();
    }

    await page.goto(`${site.origin}/account/billing/receipt/?order=${number}`);
    const receipt = widget(page, "account-receipt");
    await receipt.getByRole("heading", { name: `Receipt for order ${number}` }).waitFor();
    expect(await receipt.textContent()).toContain("Delivered");
    await expectNoViolations(page);
    expect(pdfPages(await page.pdf({ format: "Letter", printBackground: true }))).toBe(1);
  });
});

describe("e2e: a saved search's digest, sent once by npm run alerts", () => {
  const alerts = () =>
    promisify(execFile)("node", ["--import", "tsx", "scripts/alerts.ts"], {
      env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    });
  const digests = () => mailsTo(CUSTOMER.email).filter((mail) => mail.includes("Saved search Lighthouses"));

  it("saves a search on the board; staff publish a match; one digest names it, and a second run adds none", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/Projects/?keyword=lighthouse`);
    const save = widget(page, "save-search");
    await save.getByRole("button", { name: "Save this search" }).click();
    const dialog = save.getByRole("dialog", { name: "Save this search" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Lighthouses");
    await dialog.getByRole("button", { name: "Save search" }).click();
    await save.getByText("Saved “Lighthouses”.").waitFor();

    const call = (url: string, payload?: object) =>
      site.app.inject({ method: "POST", url, ...staff.session.as(), ...(payload ? { payload } : {}) });
    const created = await call("/reactapp/staff/projects/", {
      ...PROJECT_INPUT,
      name: "Harbor Lighthouse Restoration",
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await call(`/reactapp/staff/projects/${created.json().id}/publish`);
    expect(published.statusCode, published.body).toBe(200);

    expect((await alerts()).stdout).toMatch(/^alerts: [1-9]\d* jobs? run$/m);
    expect(digests()).toHaveLength(1);
    expect(digests()[0]).toContain("Harbor Lighthouse Restoration");
    expect((await alerts()).stdout).toMatch(/^alerts: 0 jobs run$/m);
    expect(digests()).toHaveLength(1);
  });

  it("pauses the search from the digest's unsubscribe link, without signing in", async () => {
    const link = /\/reactapp\/reminders\/unsubscribe\/\?token=[\w.%-]+/.exec(digests()[0]!)![0];
    const stranger = await newPage(site, { timeout: 8000 });
    await stranger.page.goto(site.origin + link);
    await stranger.page.getByRole("button", { name: "Pause this search" }).click();
    await stranger.page.getByRole("heading", { name: "The saved search is paused" }).waitFor();
    await expectNoViolations(stranger.page);
    await stranger.close();

    const { page } = visitor;
    await page.goto(`${site.origin}/account/reminders/`);
    const search = widget(page, "account-reminders").getByRole("listitem", { name: "Lighthouses" });
    await search.getByRole("button", { name: "Resume" }).waitFor();
    await expectNoViolations(page);
  });
});
