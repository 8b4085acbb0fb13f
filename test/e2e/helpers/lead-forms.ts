// The lead-form journeys' setup: the live site on its own database with a generous lead rate limit, the
// sales team's export of that database, and the widgets' forms in their shadow roots.
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { tempDataDir } from "../../helpers/app.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { PDF } from "../../helpers/multipart.ts";
import { fillFields } from "./fill-fields.ts";
import { openPage, useLiveSite, type LiveSite } from "./live-site.ts";

export interface ExportedLead {
  reference: string;
  partner: string;
  payload: Record<string, unknown>;
  files: Array<{ name: string; stored_as: string; size: number }>;
}

export interface LeadSite extends LiveSite {
  /** The site's data folder (its outbox: DATA_DIR/outbox/). */
  dataDir: string;
  /** The leads of one type as the sales team's export command prints them. */
  exported(type: string): ExportedLead[];
}

/** The live site for a lead-form suite; `env` adds settings (a function, when something starts first). */
export function useLeadSite(env: () => Promise<Record<string, string>> = async () => ({})): LeadSite {
  const dataDir = tempDataDir();
  const databaseUrl = `sqlite:${path.join(dataDir, "qto.sqlite")}`;
  const site = useLiveSite(async () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_PROJECTS: "0",
    RATE_LIMIT_LEADS: "1000/1m",
    ...(await env()),
  })) as LeadSite;
  site.dataDir = dataDir;
  site.exported = (type) => {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/leads.ts", "export", "--type", type, "--format", "json"],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" },
    );
    expect(result.status, result.stderr).toBe(0);
    return JSON.parse(result.stdout);
  };
  return site;
}

/** Waits for the widget `name` to render its form in its shadow root, and returns the widget's own tree. */
export async function widget(page: Page, name: string): Promise<Locator> {
  const host = page.locator(`[data-widget="${name}"]`);
  await host.scrollIntoViewIfNeeded();
  await expect.poll(() => host.evaluate((el) => Boolean(el.shadowRoot?.querySelector("form")))).toBe(true);
  // The widget's own tree: the plain form it replaced is still in the light DOM, hidden.
  return host.locator(".qto");
}

/** The reference the widget's confirmation shows once the lead is sent. */
export async function confirmationReference(form: Locator): Promise<string> {
  await form.locator(".confirmation").waitFor();
  return (await form.locator(".confirmation strong").textContent())!;
}

/** axe on a page a JavaScript-less context shows: the same HTML, checked in a context that runs axe. */
export async function axeOnHtmlOf(site: LiveSite, page: Page): Promise<string[]> {
  const html = await page.content();
  const { page: checker, close } = await openPage(site, "/404.html");
  await checker.setContent(html, { waitUntil: "load" });
  const violations = await axeViolations(checker);
  await close();
  return violations;
}

/** Fills the quote form with every kind of field (Sam Park's Oak Grove Elementary) and a real PDF, plans.pdf. */
export async function fillQuoteWithPdf(form: Locator) {
  await fillFields(form, {
    full_name: "Sam Park",
    email: "sam@example.com",
    phone_number: "555-010-4455",
    project_title: "Oak Grove Elementary",
    project_location: "Dallas, TX",
  });
  await form.locator('[name="estimated_value_of_a_project"]').selectOption("1m-10m");
  await form.locator('[name="project_required_date"]').fill("2027-01-15");
  await form.locator('[name="select_csi_divisions"][value="03"]').check();
  await form.locator('[name="select_csi_divisions"][value="09"]').check();
  await form.locator('[name="scope_of_project"]').fill("Full take-off of divisions 03 and 09.");
  await form
    .locator('[name="specification_files"]')
    .setInputFiles({ name: "plans.pdf", mimeType: "application/pdf", buffer: PDF });
}
