// The plan room in Chromium against the real server: staff upload a plan PDF to a published project in
// the console (a refusal shown beside the picker), an anonymous visitor sees it under Plans (1), is asked
// to sign in and comes back to the Plans tab, then opens it in the browser's own PDF viewer.
// axe-core finds nothing on the console screen or the detail.
import { describe, expect, it } from "vitest";
import { signedIn } from "../../helpers/accounts.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { PDF } from "../../helpers/multipart.ts";
import { insertProject } from "../../helpers/plan-room.ts";
import { openPage, useLiveSite } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLiveSite({ SEED_PROJECTS: "5" });
const PASSWORD = "a long enough passphrase";
let projectId: number;

describe("e2e: the plan room", () => {
  it("lets staff upload a plan PDF to a published project, refusing a file that only looks like one", async () => {
    projectId = await insertProject(site.app.db, { name: "Cedar Library Renovation" });
    const staff = await staffPage(site, "petra", { role: "admin" });
    await staff.page.goto(`${site.origin}/staff/projects/documents/?id=${projectId}`);
    const screen = staff.page.locator('[data-widget="staff-project-documents"] .qto');
    await screen.locator(".empty").waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    await screen.getByRole("button", { name: /^Plans/ }).click();
    const picker = screen.locator("#upload-file");
    await picker.setInputFiles({
      name: "renamed.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("GIF89a not a pdf"),
    });
    await screen.getByRole("button", { name: "Upload" }).click();
    await expect.poll(() => screen.locator("#upload-file-error").textContent()).toMatch(/content is not one/);
    expect(await axeViolations(staff.page)).toEqual([]);

    await picker.setInputFiles({ name: "A-101 Floor plan.pdf", mimeType: "application/pdf", buffer: PDF });
    await screen.getByRole("button", { name: "Upload" }).click();
    await expect
      .poll(() => screen.locator(".outcome").textContent())
      .toMatch(/A-101 Floor plan.pdf is uploaded to Plans/);
    expect(await screen.locator("tbody td").first().textContent()).toBe("A-101 Floor plan.pdf");
    expect(await screen.getByRole("button", { name: /^Plans/ }).textContent()).toBe("Plans (1)");
    expect(await axeViolations(staff.page)).toEqual([]);
    // Delete asks first; Cancel keeps the document.
    await screen.getByRole("button", { name: "Delete A-101 Floor plan.pdf" }).click();
    const dialog = screen.locator("dialog[open]");
    await dialog.getByRole("heading", { name: "Delete A-101 Floor plan.pdf?" }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await screen.locator("tbody tr").count()).toBe(1);
    expect(staff.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await staff.close();
  });

  it("asks an anonymous visitor to sign in, back to the Plans tab, where the plan opens in the PDF viewer", async () => {
    await signedIn(site.app, "vic");
    // Uncaught exceptions only: Chromium asks for /favicon.ico (which the site does not have) on the PDF's tab.
    const { page, errors, close } = await openPage(site, `/ProjectDetail/${projectId}/`, { uncaughtOnly: true });
    const detail = page.locator('[data-widget="project-detail"] .qto');
    const plans = detail.getByRole("tab", { name: /^Plans/ });
    await expect.poll(() => plans.textContent()).toBe("Plans (1)");
    await plans.click();
    const row = detail.locator("tbody tr");
    await expect.poll(() => row.locator("td").first().textContent()).toBe("A-101 Floor plan.pdf");
    // The page count comes from the job that reads the PDF after its upload.
    await expect
      .poll(async () => {
        await site.app.jobs.runDue();
        const answer = await page.request.get(`${site.origin}/reactapp/projects/projects/${projectId}/`);
        return (await answer.json()).documents.plans[0].pages;
      })
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole("link", { name: "Sign in to open" }).click();
    await page.waitForURL(/\/login\/\?next=/);
    const form = page.locator('[data-widget="login-form"] form');
    await form.locator('[name="username"]').fill("vic");
    await form.locator('[name="password"]').fill(PASSWORD);
    await form.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(new RegExp(`/ProjectDetail/${projectId}/?#plans$`));
    await expect.poll(() => plans.getAttribute("aria-selected")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    const open = detail.getByRole("link", { name: "Open A-101 Floor plan.pdf" });
    const [response] = await Promise.all([page.waitForResponse(/\/documents\/\d+\/$/), open.click()]);
    expect(response.status()).toBe(200);
    // allHeaders(): headers() leaves out security-related headers (https://playwright.dev/docs/api/class-response#response-headers).
    expect(await response.allHeaders()).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox allow-scripts",
    });
    // Chromium's viewer (an extension frame) loads the document into a frame of its own once it renders
    // it; under a bare `sandbox` it stays blank and that frame never comes (server/infra/files/send-stored.ts).
    await expect
      .poll(() => page.frames().filter((frame) => frame.url() === response.url()).length, { timeout: 5000 })
      .toBe(2);
    expect(page.frames().some((frame) => frame.url().startsWith("chrome-extension://"))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
