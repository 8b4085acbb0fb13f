// A project's detail page in Chromium on 250 seeded projects: the API's data, the document tabs, the
// page named after the project, the calendar file, and an unknown id.
import { describe, expect, it } from "vitest";
import type { ProjectDetail } from "../../../contract/schemas/projects.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";

const site = useLiveSite({ SEED_PROJECTS: "250" });

describe("e2e: project detail", () => {
  it("shows the API's data, the document counts, and names the page after the project", async () => {
    const detail: ProjectDetail = (await site.app.inject({ url: "/reactapp/projects/projects/5/?format=json" })).json();
    const { page, close } = await openPage(site, "/ProjectDetail/5");
    const widget = page.locator('[data-widget="project-detail"] .qto');
    await widget.locator(".detail-head").waitFor();
    await expect.poll(() => page.title()).toBe(`${detail.project_name} | QTO Solutions`);
    expect(await page.locator("h1").textContent()).toBe(detail.project_name);
    // Named once: the page's heading, not again in the widget.
    expect(await page.getByRole("heading", { name: detail.project_name }).count()).toBe(1);
    expect(await page.locator('nav[aria-label="Breadcrumb"]').textContent()).toMatch(
      new RegExp(`Home\\s*Projects\\s*${detail.project_name}`),
    );
    expect(await widget.getByText(detail.solicitation).count()).toBeGreaterThan(0);
    for (const [key, label] of [
      ["specs", "Specs"],
      ["plans", "Plans"],
      ["qtos", "QTOs"],
      ["addendums", "Addendums"],
      ["videos", "QTO Video"],
    ] as const) {
      const tab = widget.getByRole("tab", { name: `${label} (${detail.documents[key].length})` });
      await tab.click();
      expect(await widget.locator("tbody tr").count()).toBe(detail.documents[key].length);
    }
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent("download");
    await widget.getByRole("button", { name: "Add to calendar" }).click();
    expect((await download).suggestedFilename()).toBe("project-5.ics");
    await close();
  });

  it("says the project is not found for an unknown id, with a way back to the board", async () => {
    const { page, close } = await openPage(site, "/ProjectDetail/999999");
    const widget = page.locator('[data-widget="project-detail"] .qto');
    await widget.getByRole("heading", { name: "Project not found" }).waitFor();
    expect(await widget.getByRole("link", { name: "Browse project leads" }).getAttribute("href")).toMatch(
      /\/Projects\/$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
