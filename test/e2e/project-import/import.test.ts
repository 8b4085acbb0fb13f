// The project import in Chromium against the real server: an administrator uploads a CSV of 1,000 rows with three
// bad ones, the dry run reports exactly those three (row, column, reason), the import creates 997, and
// checking the same file again finds nothing to do. axe-core finds nothing in each state.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { BAD_CELLS, importCsv } from "../../helpers/project-import-csv.ts";
import { useLiveSite } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLiveSite({ SEED_PROJECTS: "0" });
const BAD = [17, 500, 998];
const FILE = { name: "projects.csv", mimeType: "text/csv", buffer: Buffer.from(importCsv(1000, { bad: BAD })) };

// Uploading and importing 1,000 rows takes seconds on a busy machine: the report is waited for that long.
const SLOW = { timeout: 30_000 };

const screen = (page: Page) => page.locator('[data-widget="staff-project-import"] .qto');

async function check(page: Page) {
  await screen(page).locator('input[type="file"]').setInputFiles(FILE);
  await screen(page).getByRole("button", { name: "Check file" }).click();
}

describe("e2e: console project import", () => {
  it("reports the three bad rows of 1,000, imports 997, and finds nothing to do the second time", async () => {
    const staff = await staffPage(site, "ida", { role: "admin", timeout: 20_000 });
    const { page } = staff;
    await page.goto(`${site.origin}/staff/projects/import/`);
    await expect.poll(() => screen(page).locator(".column-guide summary").textContent()).toBe("Columns of the file");
    await screen(page).locator(".column-guide summary").click();
    expect(await axeViolations(page)).toEqual([]);

    await check(page);
    const outcome = screen(page).locator(".outcome");
    await expect.poll(() => outcome.textContent(), SLOW).toMatch(/Checked: 997 to create, 3 refused/);
    const refused = screen(page).locator("tbody tr", { hasText: "Refused" });
    expect(await refused.count()).toBe(3);
    for (const [index, number] of BAD.entries()) {
      const cells = await refused.nth(index).locator("td").allTextContents();
      expect(cells.slice(0, 3)).toEqual([String(number + 1), `IMP-${String(number).padStart(5, "0")}`, "Refused"]);
      expect(cells[3]).toMatch(new RegExp(`^${BAD_CELLS[index]!.column}: `));
    }
    expect(await axeViolations(page)).toEqual([]);

    await screen(page).getByRole("button", { name: "Import 997 rows" }).click();
    const dialog = screen(page).locator("dialog[open]");
    await expect.poll(() => dialog.locator("h2").textContent()).toBe("Import projects.csv?");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expect.poll(() => outcome.textContent(), SLOW).toMatch(/Import done: 997 created, 3 refused/);
    expect(await axeViolations(page)).toEqual([]);
    const imported = await site.app.db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("external_id", "like", "IMP-%")
      .executeTakeFirstOrThrow();
    expect(Number(imported.count)).toBe(997);

    await page.reload();
    await check(page);
    await expect.poll(() => outcome.textContent(), SLOW).toMatch(/Checked: 997 unchanged, 3 refused/);
    expect(await screen(page).getByText("Nothing to import").isVisible()).toBe(true);
    expect(staff.errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await staff.close();
  });

  it("explains a file refused as a whole beside the file field", async () => {
    const staff = await staffPage(site, "ivo", { role: "admin", timeout: 20_000 });
    const { page } = staff;
    await page.goto(`${site.origin}/staff/projects/import/`);
    const input = screen(page).locator('input[type="file"]');
    await input.setInputFiles({ name: "notes.csv", mimeType: "text/csv", buffer: Buffer.from("ref,title\r\n1,x\r\n") });
    await screen(page).getByRole("button", { name: "Check file" }).click();
    await expect
      .poll(() => screen(page).locator("#import-file-error").textContent())
      .toMatch(/Unknown columns: ref, title/);
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    // Picking another file clears the refusal of the last one.
    await input.setInputFiles(FILE);
    await expect.poll(() => screen(page).locator("#import-file-error").count()).toBe(0);
    expect(await input.getAttribute("aria-invalid")).toBeNull();
    await staff.close();
  });
});
