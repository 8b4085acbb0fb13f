// A customer registered through the Register page in a journey's browser, signed in from then on.
import type { Page } from "playwright-core";
import type { LiveSite } from "./live-site.ts";

export const PASSWORD = "correct horse battery staple";

export async function registerCustomer(site: LiveSite, page: Page, who: { username: string; email: string }) {
  await page.goto(`${site.origin}/Register/`);
  const form = page.locator('[data-widget="register-form"] form');
  await form.locator('[name="username"]').fill(who.username);
  await form.locator('[name="email"]').fill(who.email);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.locator('[name="confirm_password"]').fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${site.origin}/`);
}
