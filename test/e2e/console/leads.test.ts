// The sales team's journey in Chromium against the real server: a visitor sends a quote with a PDF
// from /quote/; staff find it in the console's inbox by its reference, open it, download the PDF,
// assign it to themselves, add a note and move it contacted → quoted → won; "Mine" lists it. axe-core
// finds nothing on the inbox (loaded, empty, failed) nor on the lead's page.
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { PDF } from "../../helpers/multipart.ts";
import { confirmationReference, fillQuoteWithPdf, useLeadSite, widget } from "../helpers/lead-forms.ts";
import { openPage } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLeadSite();

async function sendQuote(): Promise<string> {
  const { page, close } = await openPage(site, "/quote/");
  const form = await widget(page, "quote-form");
  await fillQuoteWithPdf(form);
  await form.getByRole("button", { name: "Request my quote" }).click();
  const reference = await confirmationReference(form);
  await close();
  return reference;
}

const inbox = (page: Page) => page.locator('[data-widget="staff-leads"] .qto');
const leadPage = (page: Page) => page.locator('[data-widget="staff-lead"] .qto');

describe("e2e: the console's leads", () => {
  it("takes a quote from the inbox to won, with its PDF, an assignee and a note", async () => {
    const reference = await sendQuote();
    const { page, errors, close } = await staffPage(site, "sales-sam", { timeout: 10_000 });
    await page.goto(`${site.origin}/staff/`);
    await inbox(page).locator("tbody tr").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await inbox(page).getByLabel("Search").fill(reference);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(reference);
    await expect.poll(() => inbox(page).locator("tbody tr").count()).toBe(1);
    await inbox(page).getByRole("link", { name: "Sam Park" }).click();

    const lead = leadPage(page);
    await lead.getByRole("heading", { name: "Quote request from Sam Park" }).waitFor();
    await page.getByRole("heading", { level: 1, name: `Lead ${reference}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      lead.getByRole("link", { name: "plans.pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("plans.pdf");
    expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);

    await lead.getByRole("button", { name: "Assign to me" }).click();
    await lead.getByText("Assigned to sales-sam.").waitFor();
    await lead.getByLabel("Add a note").fill("Called Sam; sending the proposal Friday.");
    await lead.getByRole("button", { name: "Add note" }).click();
    await lead.locator(".thread").getByText("Called Sam; sending the proposal Friday.").waitFor();
    expect(await lead.getByLabel("Add a note").inputValue()).toBe("");

    await lead.getByRole("button", { name: "Mark contacted" }).click();
    await lead.getByRole("button", { name: "Mark quoted" }).click();
    await lead.getByRole("button", { name: "Mark won" }).click();
    const dialog = lead.locator("dialog[open]");
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Mark won" }).click();
    await lead.locator("#status-heading + p .badge").getByText("Won").waitFor();
    await lead.locator(".history").getByText("moved it from Quoted to Won").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${site.origin}/staff/`);
    await inbox(page).getByLabel("Assignee").selectOption("me");
    await expect.poll(() => new URL(page.url()).searchParams.get("assignee")).toBe("me");
    await expect.poll(() => inbox(page).locator("tbody tr").count()).toBe(1);
    await inbox(page).locator("tbody tr").getByText(reference).waitFor();
    await inbox(page).locator("tbody tr .badge").getByText("Won").waitFor();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("assignee")).toBe(null);
    expect(errors).toEqual([]);
    await close();
  });

  it("says when nothing matches, and when the inbox cannot load, with no axe violations", async () => {
    const { page, close } = await staffPage(site, "sales-olga", { uncaughtOnly: true });
    await page.goto(`${site.origin}/staff/?q=no-lead-says-this`);
    await inbox(page).getByText("No leads match these filters.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.route("**/reactapp/staff/leads/?*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.reload();
    await inbox(page).getByRole("button", { name: "Retry" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute("**/reactapp/staff/leads/?*");
    await inbox(page).getByRole("button", { name: "Retry" }).click();
    await inbox(page).getByText("No leads match these filters.").waitFor();

    await page.goto(`${site.origin}/staff/lead/?id=999999`);
    await leadPage(page).getByText("No lead has this number.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
