// Messages and Drive in Chromium against the real server: a customer whose order staff delivered and
// wrote about sees it unread, opens the thread from the e-mail's link (/account/messages/?order=N),
// reads it (marked read), replies with a PDF, sees the list, and downloads a take-off file from Drive.
// axe-core finds nothing on each screen at 1280 and 320 px.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../helpers/accounts.ts";
import { tempDataDir } from "../../helpers/app.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { multipart, PDF } from "../../helpers/multipart.ts";
import { placeOrder, workbook } from "../../helpers/orders.ts";
import { signedInStaff, type StaffSession } from "../../helpers/staff.ts";
import { newPage, useLiveSite, type OpenedPage } from "../helpers/live-site.ts";

const site = useLiveSite({ SEED_PROJECTS: "12", DATA_DIR: tempDataDir(), JOBS_POLL_MS: "0" });
const SCREENSHOTS = process.env.SCREENSHOTS_DIR;

let customer: OpenedPage;
let staff: StaffSession;
let order: { id: number; number: string };
let buyerCookies: Record<string, string>;

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"] .qto`);

/** axe at the desktop width and at a phone's, the page left at the desktop width. */
async function expectNoViolationsAtBothWidths(page: Page, name: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function staffUploads(filename: string, content: Buffer) {
  const body = multipart([{ name: "file", filename, content, type: "application/octet-stream" }]);
  const response = await site.app.inject({
    method: "POST",
    url: `/reactapp/staff/orders/${order.id}/files/`,
    cookies: staff.cookies,
    headers: { ...body.headers, "x-csrftoken": staff.token },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const staffCall = async (path: string, payload: object) => {
  const response = await site.app.inject({ method: "POST", url: path, ...staff.as(), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

beforeAll(async () => {
  const buyer = await signedIn(site.app, "robin_hale");
  buyerCookies = buyer.cookies;
  order = await placeOrder(site.app, buyer);
  staff = await signedInStaff(site.app, "estimator");
  const staffPath = `/reactapp/staff/orders/${order.id}`;
  await staffCall(`${staffPath}/status/`, { from: "placed", status: "in_progress" });
  await staffCall(`${staffPath}/messages/`, { body: "We started your take-off.\nDoes it include the garage?" });
  await staffUploads("takeoff.xlsx", await workbook());
  await staffUploads("marked-up plan.pdf", PDF);
  await staffCall(`${staffPath}/status/`, { from: "in_progress", status: "delivered" });

  customer = await newPage(site, { timeout: 8000, uncaughtOnly: true });
  await customer.page
    .context()
    .addCookies(Object.entries(buyer.cookies).map(([name, value]) => ({ name, value, url: site.origin })));
});

describe("e2e: the customer's Messages and Drive", () => {
  it("marks the unread thread, opens it from the e-mail's link, marks it read, and sends a reply", async () => {
    const { page } = customer;
    await page.goto(`${site.origin}/account/messages/`);
    const messages = widget(page, "account-messages");
    await messages.locator(".thread--unread").getByText("1 unread", { exact: true }).waitFor();
    await expectNoViolationsAtBothWidths(page, "messages-unread");

    await page.goto(`${site.origin}/account/messages/?order=${order.id}`);
    await messages.getByRole("heading", { name: `Order ${order.number}` }).waitFor();
    await messages.getByText("Does it include the garage?").waitFor();
    await expect
      .poll(async () => (await site.app.inject({ url: "/reactapp/account/threads/", cookies: buyerCookies })).json())
      .toMatchObject({ results: [{ unread: 0 }] });
    await expectNoViolationsAtBothWidths(page, "messages-thread");

    await messages.getByLabel("Your message").fill("Yes, the garage is part of it. Thank you!");
    await messages
      .getByLabel("Attach a PDF (optional)")
      .setInputFiles({ name: "garage.pdf", mimeType: "application/pdf", buffer: PDF });
    await messages.getByRole("button", { name: "Send to QTO Solutions" }).click();
    await messages.locator(".message--customer").getByText("the garage is part of it").waitFor();
    expect(await messages.getByLabel("Your message").inputValue()).toBe("");
    await messages.locator(".message--customer").getByRole("link", { name: "garage.pdf" }).waitFor();
    const staffView = await site.app.inject({ url: `/reactapp/staff/orders/${order.id}/messages/`, ...staff.as() });
    expect(staffView.json()).toMatchObject({ unread: 1 });
    await expectNoViolationsAtBothWidths(page, "messages-replied");
  });

  it("lists the conversation, and says an order that is not the customer's is not found", async () => {
    const { page } = customer;
    await page.goto(`${site.origin}/account/messages/`);
    const messages = widget(page, "account-messages");
    await messages.getByRole("link", { name: `Order ${order.number}` }).waitFor();
    await expect(messages.locator(".thread__preview").textContent()).resolves.toContain("You: Yes, the garage");
    await expectNoViolationsAtBothWidths(page, "messages-list");

    await page.goto(`${site.origin}/account/messages/?order=${order.id + 1000}`);
    await messages.getByRole("heading", { name: "Conversation not found" }).waitFor();
    await expectNoViolationsAtBothWidths(page, "messages-not-found");
  });

  it("downloads a delivered take-off file from Drive", async () => {
    const { page } = customer;
    await page.goto(`${site.origin}/account/drive/`);
    const drive = widget(page, "account-drive");
    await drive.getByText(`Order ${order.number}`).waitFor();
    await expectNoViolationsAtBothWidths(page, "drive");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      drive.getByRole("link", { name: "Download takeoff.xlsx" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("takeoff.xlsx");
    const path = await download.path();
    expect(path).toBeTruthy();
  });
});
