// The project desk's journey in Chromium against the real server: staff create a project with two
// divisions and publish it; a visitor finds it on the board by keyword and opens it; staff move its bid
// date and the detail lists the change. axe-core finds nothing on the desk's list nor on the project
// screen (new, saved, with a dialog open). Screenshots at 1280 px land in dist/screenshots/ to look at.
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { PROJECT_INPUT } from "../../helpers/projects.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";
import { boardOn, boardShown } from "../helpers/project-board.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLiveSite({ SEED_PROJECTS: "30" });
const SHOTS = "dist/screenshots";

const desk = (page: Page) => page.locator('[data-widget="staff-projects"] .qto');
const screen = (page: Page) => page.locator('[data-widget="staff-project"] .qto');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function fillProject(form: Locator) {
  const typed = {
    ...PROJECT_INPUT,
    name: "Marigold Aquatic Center",
    bid_amount: "1,250,000",
    completion_days: "240",
    liquidated_damages: "500",
  };
  for (const name of [
    "name",
    "company",
    "address",
    "city",
    "bid_date",
    "bid_time",
    "bid_amount",
    "solicitation",
  ] as const)
    await form.locator(`#project-${name}`).fill(String(typed[name]));
  for (const name of ["bidding_method", "completion_days", "liquidated_damages", "bid_location"] as const)
    await form.locator(`#project-${name}`).fill(String(typed[name]));
  await form.locator("#project-state").selectOption("TX");
  await form.locator("#project-time_zone").selectOption("America/Chicago");
  await form.getByLabel("03 Concrete").check();
  await form.getByLabel("09 Finishes").check();
}

describe("e2e: the project desk", () => {
  it("publishes a new project the board then finds, and shows a moved bid date on its detail", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, errors, close } = await staffPage(site, "desk-dana", { role: "admin", timeout: 10_000 });
    await page.goto(`${site.origin}/staff/projects/`);
    await desk(page).locator("tbody tr").first().waitFor();
    await desk(page).locator("tbody .demo-mark").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, "desk-list");

    await desk(page).getByRole("link", { name: "New project" }).click();
    const project = screen(page);
    await project.getByRole("button", { name: "Save draft" }).click();
    await project.getByText("Project name is required.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fillProject(project);
    await project.getByRole("button", { name: "Save draft" }).click();
    await project.getByText("Draft saved.").waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("id")).toMatch(/^\d+$/);
    const id = new URL(page.url()).searchParams.get("id");
    expect(await project.getByRole("link", { name: "Documents (plan room)" }).getAttribute("href")).toBe(
      `/staff/projects/documents/?id=${id}`,
    );
    await project.getByRole("button", { name: "Publish" }).click();
    await project.locator("dialog[open]").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await project.locator("dialog[open]").getByRole("button", { name: "Publish" }).click();
    await project.getByRole("link", { name: "Public page" }).waitFor();
    await shot(page, "desk-project");

    const visitor = await openPage(site, "/Projects/");
    const board = boardOn(visitor.page);
    await boardShown(board);
    await board.getByLabel("Keyword: project, company or city").fill("Marigold");
    await board.getByRole("link", { name: "Marigold Aquatic Center" }).first().click();
    await visitor.page.waitForURL(`**/ProjectDetail/${id}*`);
    const detail = visitor.page.locator('[data-widget="project-detail"] .qto');
    // The page's heading names the project once the detail has read it.
    await visitor.page.getByRole("heading", { level: 1, name: "Marigold Aquatic Center" }).waitFor();
    await detail.getByText("Mar 15, 2027 at 14:00 CDT").waitFor();

    await project.locator("#project-bid_date").fill("2027-03-22");
    await project.getByRole("button", { name: "Save changes" }).click();
    await project.getByText("Changes saved.").waitFor();
    await project.locator(".history").getByText("changed Bid date: 2027-03-15 → 2027-03-22").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await visitor.page.reload();
    await detail.locator(".changes li").first().waitFor();
    expect(await detail.locator(".changes li").allTextContents()).toEqual([
      expect.stringMatching(/Bid dateMar 15, 2027 → Mar 22, 2027$/),
    ]);
    await shot(visitor.page, "detail-changes");
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    await close();
  });
});
