// The customer's account in Chromium against the real server: the account pages behind the login, the
// profile shown on the user card, Orders (by project and number), Billing (the card) and a receipt that prints on one A4 and one Letter page, and a
// forgotten password reset through the e-mailed link, after which the old password no longer works.
// axe-core finds nothing on each account screen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "../../helpers/app.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { lastLinkToken } from "../../helpers/outbox.ts";
import { BILLING, CARDS, cardForm } from "../../helpers/accounts.ts";
import { newPage, useLiveSite, type OpenedPage } from "../helpers/live-site.ts";
import { pdfPages } from "../helpers/print.ts";
import { beforeAll } from "vitest";

const dataDir = tempDataDir();
const site = useLiveSite({ SEED_PROJECTS: "12", DATA_DIR: dataDir, JOBS_POLL_MS: "0" });
const CUSTOMER = { username: "robin_hale", email: "robin@example.com", password: "correct horse battery staple" };
const NEW_PASSWORD = "amber lighthouse walnut orbit";

let visitor: OpenedPage;
beforeAll(async () => {
  visitor = await newPage(site, { timeout: 8000, uncaughtOnly: true });
});

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"] .qto`);
const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

/** Pages a PDF has: its page objects, "/Type /Page" not followed by "s" (the page tree). */

async function register(page: Page) {
  await page.goto(`${site.origin}/Register/`);
  const form = page.locator('[data-widget="register-form"] form');
  await form.locator('[name="username"]').fill(CUSTOMER.username);
  await form.locator('[name="email"]').fill(CUSTOMER.email);
  await form.locator('[name="password"]').fill(CUSTOMER.password);
  await form.locator('[name="confirm_password"]').fill(CUSTOMER.password);
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${site.origin}/`);
}

/**
 * Buys three take-offs through the API with the browser's session, paying on the test gateway's page as a
 * form would (the checkout has its own journey), and comes back.
 */
async function buy(page: Page): Promise<string> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrftoken")!.value;
  const lines = [1, 2, 3].map((project_id) => ({ project_id, size: "medium" }));
  const order = await page.request.post(`${site.origin}/reactapp/orders/`, {
    headers: { "x-csrftoken": csrf },
    data: { lines, ...BILLING },
  });
  expect(order.status()).toBe(201);
  const { number, checkout_url } = await order.json();
  const paid = await page.request.post(checkout_url, { form: cardForm(CARDS.approves) });
  expect(paid.url()).toContain(`/CheckOut/?order=${number}`);
  return number;
}

describe("e2e: the customer's account", () => {
  let number: string;

  it("sends an anonymous visitor of an account page to log in, and back", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/account/billing/`);
    await page.waitForURL(/\/login\/\?next=%2Faccount%2Fbilling%2F$/);
    await register(page);
    number = await buy(page);
  });

  it("shows the profile on the user card, at once and after a reload", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/account/profile/`);
    const card = widget(page, "account-card");
    await card.locator(".user-card h3").getByText(CUSTOMER.username).waitFor();
    // No trade until the customer chooses one below.
    expect(await card.locator(".role").count()).toBe(0);
    expect(await card.locator('[aria-current="page"]').textContent()).toBe("Profile");
    const form = widget(page, "account-profile").locator("form");
    await form.locator('[name="full_name"]').waitFor();
    await expectNoViolations(page);
    await form.locator('[name="full_name"]').fill("Robin Hale");
    await form.locator('[name="company"]').fill("Hale Design Studio");
    await form.locator('[name="role"]').selectOption("Architect");
    await form.getByRole("button", { name: "Save profile" }).click();
    await form.getByText("Your profile is saved.").waitFor();
    await card.locator(".user-card h3").getByText("Robin Hale").waitFor();
    expect(await card.locator(".role").textContent()).toBe("Architect");
    await expectNoViolations(page);
    await page.reload();
    await card.locator(".user-card h3").getByText("Robin Hale").waitFor();
    expect(await card.locator(".role").textContent()).toBe("Architect");
    expect(await form.locator('[name="company"]').inputValue()).toBe("Hale Design Studio");
  });

  it("lists the order in Orders by its projects, its card in Billing, and prints its receipt on one page", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/account/billing/`);
    const paid = widget(page, "account-billing").locator("tbody tr", { hasText: number });
    expect(await paid.locator('[data-label="Paid with"]').textContent()).toBe("Visa ending in 4242Test: not charged");
    expect(await widget(page, "account-card").locator('[aria-current="page"]').textContent()).toBe("Billing");
    await expectNoViolations(page);

    await widget(page, "account-card").getByRole("link", { name: "Orders" }).click();
    await page.waitForURL(`${site.origin}/account/orders/`);
    expect(await page.locator("h1").textContent()).toContain("Orders");
    const row = widget(page, "account-orders").locator("tbody tr", { hasText: number });
    await row.waitFor();
    const projects = await site.app.db
      .selectFrom("projects")
      .select("name")
      .where("id", "in", [1, 2, 3])
      .orderBy("id")
      .execute();
    expect(await row.locator(".projects").textContent()).toBe(projects.map((project) => project.name).join(", "));
    expect(await row.textContent()).toContain("Placed");
    expect(await row.textContent()).toContain("Test order");
    const { id } = await site.app.db
      .selectFrom("orders")
      .select("id")
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    expect(await row.getByRole("link", { name: `Messages about order ${number}` }).getAttribute("href")).toBe(
      `${site.origin}/account/messages/?order=${id}`,
    );
    await expectNoViolations(page);
    // On a phone each order is a block of labelled lines, and the menu a row of links.
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    // Opened on a phone, the menu is folded into one line with the screen right under it: no empty floor.
    await page.reload();
    await widget(page, "account-card").locator("details:not([open])").waitFor();
    const slot = (await page.locator('[data-widget="account-card"]').boundingBox())!;
    expect(slot.height).toBe((await widget(page, "account-card").boundingBox())!.height);
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole("link", { name: `Receipt of order ${number}` }).click();
    await page.waitForURL(`${site.origin}/account/billing/receipt/?order=${number}`);
    const receipt = widget(page, "account-receipt");
    await receipt.getByRole("heading", { name: `Receipt for order ${number}` }).waitFor();
    const text = (await receipt.textContent())!;
    for (const expected of ["Test order", "Visa ending in 4242", BILLING.name_on_card, "Discount", "Total"])
      expect(text).toContain(expected);
    expect(await receipt.locator("tbody tr").count()).toBe(3);
    await expectNoViolations(page);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".site-header").isVisible()).toBe(false);
    expect(await receipt.getByRole("button", { name: "Print receipt" }).isVisible()).toBe(false);
    // Back to no emulation: page.pdf() lays the page out with its print rules then, as a browser prints.
    await page.emulateMedia({ media: null });
    expect(pdfPages(await page.pdf({ format: "A4", printBackground: true }))).toBe(1);
    expect(pdfPages(await page.pdf({ format: "Letter", printBackground: true }))).toBe(1);
  });

  it("answers another order number with a plain 'no such order'", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/account/billing/receipt/?order=QTO-O-NOTMINE1`);
    await widget(page, "account-receipt").getByRole("heading", { name: "No such order in your account" }).waitFor();
    await expectNoViolations(page);
  });

  it("has settings and real pages behind every item of the menu", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/account/settings/`);
    const settings = widget(page, "account-settings");
    await settings.getByText("Not verified yet").waitFor();
    await expectNoViolations(page);
    await settings.getByRole("button", { name: "Delete my account…" }).click();
    await settings.getByRole("dialog", { name: "Delete your account?" }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press("Escape");

    // The link e-mailed at registration verifies the address.
    await site.app.jobs.runDue();
    const token = lastLinkToken(dataDir, CUSTOMER.email, "/account/verify-email/");
    await page.goto(`${site.origin}/account/verify-email/?token=${token}`);
    await widget(page, "account-link").getByRole("heading", { name: "Address verified" }).waitFor();
    await expectNoViolations(page);
    await page.goto(`${site.origin}/account/settings/`);
    await settings.getByText("Verified", { exact: true }).waitFor();
    for (const [path, heading] of [
      ["/account/messages/", `Order ${number}`],
      ["/account/drive/", "Nothing here yet"],
    ]) {
      await page.goto(site.origin + path);
      await page.getByRole("heading", { name: heading }).waitFor();
      await widget(page, "account-card").locator(".user-card").waitFor();
      await expectNoViolations(page);
    }
  });

  it("resets a forgotten password through the e-mailed link; the old password no longer works", async () => {
    const { page } = visitor;
    await widget(page, "account-card").getByRole("button", { name: "Log out" }).click();
    await expect.poll(async () => (await page.request.get(`${site.origin}/reactapp/me/`)).status()).toBe(403);
    await page.goto(`${site.origin}/login/`);
    await widget(page, "login-form").getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${site.origin}/account/forgot-password/`);
    const ask = widget(page, "forgot-password").locator("form");
    await ask.locator('[name="email"]').fill(CUSTOMER.email);
    await ask.getByRole("button", { name: "E-mail me a link" }).click();
    await ask.getByText("If an account uses this address").waitFor();
    await expectNoViolations(page);
    await site.app.jobs.runDue();
    const token = lastLinkToken(dataDir, CUSTOMER.email, "/account/reset-password/");
    expect(token).toBeTruthy();

    await page.goto(`${site.origin}/account/reset-password/?token=${token}`);
    const reset = widget(page, "reset-password").locator("form");
    await reset.locator('[name="password"]').fill(NEW_PASSWORD);
    await reset.locator('[name="confirm_password"]').fill(NEW_PASSWORD);
    await reset.getByRole("button", { name: "Save the new password" }).click();
    await widget(page, "reset-password").getByRole("heading", { name: "Password changed" }).waitFor();
    await expectNoViolations(page);

    await widget(page, "reset-password").getByRole("link", { name: "Log in" }).click();
    const login = widget(page, "login-form").locator("form");
    await login.locator('[name="username"]').fill(CUSTOMER.username);
    await login.locator('[name="password"]').fill(CUSTOMER.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await login.getByText("Unable to log in with provided credentials.").waitFor();
    await login.locator('[name="password"]').fill(NEW_PASSWORD);
    await login.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${site.origin}/`);

    // The link worked once.
    await page.goto(`${site.origin}/account/reset-password/?token=${token}`);
    await reset.locator('[name="password"]').fill("another quiet meadow lantern");
    await reset.locator('[name="confirm_password"]').fill("another quiet meadow lantern");
    await reset.getByRole("button", { name: "Save the new password" }).click();
    await reset.getByText("This link has expired or was used already").waitFor();
    await expectNoViolations(page);
    expect(visitor.errors).toEqual([]);
  });
});
