// A console user's browser for the console journeys that do not test signing in itself: a staff member
// (or admin) made through the API helpers, second factor passed, their cookies put in a fresh context;
// and the sign-in itself, for a journey that starts at the door.
import type { Page } from "playwright-core";
import type { StaffRole } from "../../../contract/staff/staff.ts";
import { PASSWORD } from "../../helpers/busy-site.ts";
import { totpCode } from "../../helpers/totp.ts";
import { signedInStaff, type StaffSession } from "../../helpers/staff.ts";
import { newPage, type LiveSite, type OpenedPage, type PageOptions } from "./live-site.ts";

export async function staffPage(
  site: LiveSite,
  username: string,
  { role = "staff", ...options }: PageOptions & { role?: StaffRole } = {},
): Promise<OpenedPage & { session: StaffSession }> {
  const session = await signedInStaff(site.app, username, { role });
  const opened = await newPage(site, options);
  const { hostname } = new URL(site.origin);
  await opened.page
    .context()
    .addCookies(Object.entries(session.cookies).map(([name, value]) => ({ name, value, domain: hostname, path: "/" })));
  return { ...opened, session };
}

/**
 * Signs a staff member enrolled through the API (busy-site.ts `enrolledStaff`) in as a person would: the
 * password at /login/, then a code from their authenticator app. The enrolment spent the code of its own
 * time step, so the next step's is typed (one step of drift is allowed, RFC 6238 §5.2).
 */
export async function signInWithCode(
  site: LiveSite,
  page: Page,
  staff: { username: string; key: string; confirmedAt: number },
) {
  await page.goto(`${site.origin}/login/`);
  const form = page.locator('[data-widget="login-form"] form');
  await form.locator('[name="username"]').fill(staff.username);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/staff\/sign-in\/\?next=/);
  const verify = page.locator('[data-widget="staff-sign-in"] .qto');
  await verify.getByRole("heading", { name: "Enter your sign-in code" }).waitFor();
  await verify.getByLabel("6-digit code").fill(totpCode(staff.key, staff.confirmedAt + 30_000));
  await verify.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL(`${site.origin}/staff/`);
}
