// The first admin, made with `npm run users` against the e2e server's database, signs in at /login/ in
// Chromium, enrols an authenticator app from the key shown as text, saves the recovery codes and reaches
// the console; signs in again with a code, then with a recovery code (refused the second time); adds a
// staff member and disables one on the team screen; finds both in the audit log. The member added with a
// temporary password enrols, then chooses their own before the console opens. axe-core finds nothing on
// the sign-in, enrol, recovery codes, change-password, team and audit screens.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { tempDataDir } from "../../helpers/app.ts";
import { totpCode } from "../../helpers/totp.ts";
import { newPage, type OpenedPage, useLiveSite } from "../helpers/live-site.ts";

const dataDir = tempDataDir();
const env = { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`, SEED_PROJECTS: "0" };
const site = useLiveSite(env);
const ADMIN = { username: "boss", email: "boss@example.com", password: "violet kettle harbour drum" };

function users(args: string[], input: string) {
  const child = promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/users.ts", ...args], {
    env: { ...process.env, ...env },
  });
  child.child.stdin!.end(input);
  return child;
}

describe("e2e: staff sign-in with a second factor", { timeout: 120_000 }, () => {
  let opened: OpenedPage;
  let page: Page;
  let key: string;
  let recoveryCodes: string[];
  // The temporary password the team screen showed for sam.
  let samPassword: string;
  const screen = (name: string) => page.locator(`[data-widget="${name}"] .qto`);
  const expectNoViolations = async () => expect(await axeViolations(page)).toEqual([]);

  beforeAll(async () => {
    const added = await users(
      ["add", "--username", ADMIN.username, "--email", ADMIN.email, "--role", "admin"],
      ADMIN.password,
    );
    expect(added.stdout).toContain("added boss (admin)");
    opened = await newPage(site, { uncaughtOnly: true, timeout: 10_000 });
    page = opened.page;
  });
  afterAll(() => opened?.close());

  async function logIn(next = "", { username, password } = { username: ADMIN.email, password: ADMIN.password }) {
    await page.goto(`${site.origin}/login/${next}`);
    const form = page.locator('[data-widget="login-form"] form');
    await form.locator('[name="username"]').fill(username);
    await form.locator('[name="password"]').fill(password);
    await form.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/staff\/sign-in\/\?next=/);
  }
  // Signs out from a page with no console widget on it: a console screen answered 401 while signing out
  // sends itself to /login/, and that navigation would abort the test's own next one.
  async function signOut() {
    await page.goto(`${site.origin}/robots.txt`);
    await page.evaluate(async () => {
      const token = /csrftoken=([^;]+)/.exec(document.cookie)![1]!;
      await fetch("/reactapp/logout/", { method: "POST", headers: { "X-CSRFToken": token } });
    });
  }

  it("enrols the admin made on the command line, shows the recovery codes once, and reaches the console", async () => {
    await logIn("?next=%2Fstaff%2Fteam%2F");
    const enrol = screen("staff-sign-in");
    await enrol.getByRole("heading", { name: "Set up your authenticator app" }).waitFor();
    await expect
      .poll(() => enrol.locator("img.qr").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoViolations();
    key = (await enrol.locator(".key").textContent())!;
    await enrol.getByLabel("Enter the 6-digit code").fill("000000" === totpCode(key) ? "111111" : "000000");
    await enrol.getByRole("button", { name: "Confirm and continue" }).click();
    await enrol.getByText("That code is not right").waitFor();
    await enrol.getByLabel("Enter the 6-digit code").fill(totpCode(key));
    await enrol.getByRole("button", { name: "Confirm and continue" }).click();

    await enrol.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    recoveryCodes = await enrol.locator(".codes code").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectNoViolations();
    await enrol.getByRole("button", { name: "Continue to the console" }).click();
    await enrol.getByText("Tick the box once the codes are saved.").waitFor();
    await enrol.getByLabel("I have saved these codes").check();
    await enrol.getByRole("button", { name: "Continue to the console" }).click();
    await page.waitForURL(`${site.origin}/staff/team/`);
  });

  it("adds a staff member with a temporary password, disables another after confirming, all audited", async () => {
    const team = screen("staff-team");
    await team.getByRole("cell", { name: "boss", exact: true }).waitFor();
    // Their own row offers no way to lock themselves out.
    await team.getByRole("cell", { name: "Admin (you)" }).waitFor();
    expect(await team.getByRole("button", { name: "Disable: boss" }).count()).toBe(0);
    await expectNoViolations();
    for (const username of ["sam", "tom"]) {
      await team.getByRole("button", { name: "Add a staff member" }).click();
      const dialog = team.getByRole("dialog");
      await dialog.getByLabel("Username").fill(username);
      await dialog.getByLabel("E-mail").fill(`${username}@example.com`);
      await dialog.getByRole("button", { name: "Add" }).click();
      await dialog.getByText("Hand over this temporary password now").waitFor();
      const temporary = (await dialog.locator(".secret").textContent())!;
      expect(temporary).toHaveLength(16);
      if (username === "sam") samPassword = temporary;
      if (username === "sam") await expectNoViolations();
      await dialog.getByRole("button", { name: "Done" }).click();
      await team.getByRole("cell", { name: username, exact: true }).waitFor();
    }
    await team.getByRole("button", { name: "Disable: tom" }).click();
    await team.getByRole("dialog").getByRole("heading", { name: "Disable tom?" }).waitFor();
    await expectNoViolations();
    await team.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
    await team.getByText("tom is disabled and signed out.").first().waitFor();
    await team.getByRole("row", { name: /tom/ }).getByText("Disabled").waitFor();

    await page.goto(`${site.origin}/staff/audit/`);
    const audit = screen("staff-audit");
    await audit.getByRole("cell", { name: "staff.disabled" }).waitFor();
    expect(await audit.locator("tbody tr").count()).toBe(4);
    await expectNoViolations();
    await audit.getByLabel("Who").selectOption({ label: "boss" });
    await audit.getByLabel("Entity").fill("lead");
    await audit.getByText("No changes match these filters.").waitFor();
    await expectNoViolations();
  });

  it("signs in again with a code from the app", async () => {
    await signOut();
    await logIn();
    const verify = screen("staff-sign-in");
    await verify.getByRole("heading", { name: "Enter your sign-in code" }).waitFor();
    await expectNoViolations();
    // The enrolment's code was spent: the next time step's is accepted (one step of drift is allowed).
    await verify.getByLabel("6-digit code").fill(totpCode(key, Date.now() + 30_000));
    await verify.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL(`${site.origin}/staff/`);
  });

  it("signs in with a recovery code once; the same code is refused the second time", async () => {
    for (const attempt of ["first", "second"]) {
      await signOut();
      await logIn();
      const verify = screen("staff-sign-in");
      await verify.getByRole("button", { name: "Use a recovery code instead" }).click();
      await verify.getByRole("textbox", { name: "Recovery code" }).fill(recoveryCodes[0]!);
      await verify.getByRole("button", { name: "Confirm" }).click();
      if (attempt === "first") await page.waitForURL(`${site.origin}/staff/`);
    }
    const verify = screen("staff-sign-in");
    await verify.getByText("That recovery code is not right, or was used already.").waitFor();
    expect(await verify.getByRole("textbox", { name: "Recovery code" }).inputValue()).toBe(recoveryCodes[0]);
    await expectNoViolations();
    expect(opened.errors).toEqual([]);
  });

  it("has the member added with a temporary password enrol, then choose their own before the console", async () => {
    await signOut();
    await logIn("", { username: "sam", password: samPassword });
    const signIn = screen("staff-sign-in");
    await signIn.getByRole("heading", { name: "Set up your authenticator app" }).waitFor();
    const samKey = (await signIn.locator(".key").textContent())!;
    await signIn.getByLabel("Enter the 6-digit code").fill(totpCode(samKey));
    await signIn.getByRole("button", { name: "Confirm and continue" }).click();
    await signIn.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    await signIn.getByLabel("I have saved these codes").check();
    await signIn.getByRole("button", { name: "Continue to the console" }).click();
    // The console answers "change your password first" and sends sam back to the sign-in page.
    await signIn.getByRole("heading", { name: "Choose your own password" }).waitFor();
    await expectNoViolations();
    const form = signIn.locator("form");
    const own = "amber lighthouse walnut orbit";
    await form.locator('[name="current_password"]').fill(samPassword);
    await form.locator('[name="password"]').fill(own);
    await form.locator('[name="confirm_password"]').fill(own);
    await form.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL(`${site.origin}/staff/`);
    expect(opened.errors).toEqual([]);
  });
});
