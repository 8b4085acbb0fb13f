// A new project's flow on the desk, in Chromium at a desk's and a phone's width: Save draft brings its
// outcome ("Draft saved") into view with Publish beside it and gives it the focus; a draft offers no
// "Close with results"; its documents are one link away, and the documents page links back to the
// project. axe-core finds nothing in any of these states.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { PROJECT_INPUT } from "../../helpers/projects.ts";
import { useLiveSite } from "../helpers/live-site.ts";
import { fillRequiredProject } from "../helpers/project-form.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLiveSite({ SEED_PROJECTS: "3" });
const HEIGHT = 900;

const screen = (page: Page) => page.locator('[data-widget="staff-project"] .qto');
const documents = (page: Page) => page.locator('[data-widget="staff-project-documents"] .qto');

/** Whether the whole of `element` is inside the window as it is scrolled now. */
async function inView(element: Locator) {
  const box = (await element.boundingBox())!;
  return box.y >= 0 && box.y + box.height <= HEIGHT;
}

describe("e2e: saving a new project on the desk", () => {
  for (const width of [1280, 390])
    it(`shows "Draft saved" and Publish where the eye is, and leads to its documents and back (${width} px)`, async () => {
      const { page, errors, close } = await staffPage(site, `flow-${width}`, { width, timeout: 10_000 });
      await page.goto(`${site.origin}/staff/project/`);
      const project = screen(page);
      await fillRequiredProject(project);
      const save = project.getByRole("button", { name: "Save draft" });
      await save.scrollIntoViewIfNeeded();
      await save.click();

      const outcome = project.locator(".outcome");
      await outcome.getByText("Draft saved.").waitFor();
      const publish = project.getByRole("button", { name: "Publish" });
      await publish.waitFor();
      await expect.poll(() => outcome.evaluate((p) => (p.getRootNode() as ShadowRoot).activeElement === p)).toBe(true);
      expect(await inView(outcome)).toBe(true);
      expect(await inView(publish)).toBe(true);
      expect(await project.getByRole("button", { name: "Close with results" }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      const id = new URL(page.url()).searchParams.get("id");
      await outcome.getByRole("link", { name: "Add its documents" }).click();
      await page.waitForURL(`**/staff/projects/documents/?id=${id}`);
      const room = documents(page);
      await room.getByRole("heading", { name: PROJECT_INPUT.name }).waitFor();
      await room.getByText("A draft: visitors see these documents once the project is published").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await room.getByRole("link", { name: "Back to the project" }).click();
      await page.waitForURL(`**/staff/project/?id=${id}`);
      await screen(page).getByRole("button", { name: "Publish" }).waitFor();
      expect(errors).toEqual([]);
      await close();
    });
});
