// Reminders in Chromium against the real server: a customer stars a project and chooses to be reminded
// 3 days before its bid date (kept after a reload); saves a search from the board under a name, finds it
// in Reminders, pauses, renames and deletes it (asked in a dialog). axe-core finds nothing on the way.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { newPage, type OpenedPage, useLiveSite } from "../helpers/live-site.ts";
import { registerCustomer } from "../helpers/register-customer.ts";

const site = useLiveSite({ SEED_PROJECTS: "12", JOBS_POLL_MS: "0" });
let visitor: OpenedPage;

const reminders = (page: Page) => page.locator('[data-widget="account-reminders"] .qto');
const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

beforeAll(async () => {
  visitor = await newPage(site, { timeout: 8000, uncaughtOnly: true });
  await registerCustomer(site, visitor.page, { username: "sam_ortiz", email: "sam@example.com" });
});

describe("e2e: Reminders", () => {
  it("keeps the days chosen before a starred project's bid date", async () => {
    const { page } = visitor;
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrftoken")!.value;
    const star = await page.request.put(`${site.origin}/reactapp/favorites/1/`, { headers: { "x-csrftoken": csrf } });
    expect(star.ok()).toBe(true);
    const project = await (await page.request.get(`${site.origin}/reactapp/projects/projects/1/`)).json();

    await page.goto(`${site.origin}/account/reminders/`);
    const screen = reminders(page);
    await screen.getByRole("link", { name: project.project_name }).waitFor();
    await screen.getByText("Verify your address to get these e-mails").waitFor();
    await expectNoViolations(page);
    await screen.getByRole("checkbox", { name: "3 days before" }).check();
    await screen.getByText("Saved.").waitFor();
    await page.reload();
    await expect.poll(() => screen.getByRole("checkbox", { name: "3 days before" }).isChecked()).toBe(true);
  });

  it("saves a search from the board, then pauses, renames and deletes it in Reminders", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/Projects/?keyword=school&tab=past`);
    await page
      .locator('[data-widget="project-board"] .summary-line h3')
      .getByText(/projects?$/)
      .waitFor();
    const save = page.locator('[data-widget="save-search"] .qto');
    await save.getByRole("button", { name: "Save this search" }).click();
    const dialog = save.getByRole("dialog", { name: "Save this search" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("School projects");
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Save search" }).click();
    await save.getByText("Saved “School projects”.").waitFor();
    await expectNoViolations(page);

    await save.getByRole("link", { name: "your Reminders" }).click();
    await page.waitForURL(`${site.origin}/account/reminders/`);
    const screen = reminders(page);
    const search = screen.getByRole("listitem", { name: "School projects" });
    await search.waitFor();
    // The filters are kept, the view (the Past tab) is not.
    expect(await search.getByRole("link", { name: /Show on the board/ }).getAttribute("href")).toBe(
      `${site.origin}/Projects/?keyword=school`,
    );
    await search.getByRole("button", { name: "Pause School projects" }).click();
    await search.getByText("Paused", { exact: true }).waitFor();
    await page.reload();
    await search.getByRole("button", { name: "Resume School projects" }).waitFor();

    await search.getByRole("button", { name: "Rename School projects" }).click();
    await search.getByRole("textbox", { name: "New name" }).fill("Schools, all states");
    await search.getByRole("button", { name: "Save name" }).click();
    const renamed = screen.getByRole("listitem", { name: "Schools, all states" });
    await renamed.getByText("Renamed.").waitFor();
    await expectNoViolations(page);

    await renamed.getByRole("button", { name: "Delete Schools, all states" }).click();
    const confirm = screen.getByRole("dialog", { name: "Delete “Schools, all states”?" });
    await expectNoViolations(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await screen.getByText("No saved searches yet.").waitFor();
    await expectNoViolations(page);
  });
});
