// A staff member's day on the console, in Chromium at 1280 × 900 against the real server, as a new
// member would try it: a visitor's quote with a PDF has come in through the quote form and a customer has
// paid for two take-offs. The member signs in with the second factor and lands on the console's own
// frame; works the lead to an outcome, each move in its history; opens the order, starts work, uploads
// the take-off and delivers it, the customer's e-mail linking to the order's thread; creates a project,
// adds its plan and publishes it, and the public board shows it. axe-core finds nothing on each screen,
// no script throws; a screenshot of each step lands in /work/shots/journeys/ to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../helpers/accounts.ts";
import { tempDataDir } from "../../helpers/app.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { enrolledStaff } from "../../helpers/busy-site.ts";
import { PDF } from "../../helpers/multipart.ts";
import { placeOrder, workbook } from "../../helpers/orders.ts";
import { outboxMails } from "../../helpers/outbox.ts";
import { PROJECT_INPUT } from "../../helpers/projects.ts";
import { confirmationReference, fillQuoteWithPdf, widget as formOf } from "../helpers/lead-forms.ts";
import { newPage, openPage, useLiveSite, type OpenedPage } from "../helpers/live-site.ts";
import { fillRequiredProject } from "../helpers/project-form.ts";
import { signInWithCode } from "../helpers/staff.ts";

const SHOTS = "/work/shots/journeys";
const dataDir = tempDataDir();
// No job runner in the server: the test runs the due jobs (the e-mails) itself.
const site = useLiveSite({
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
  SEED_PROJECTS: "3",
  JOBS_POLL_MS: "0",
});

let quote: string;
let order: { id: number; number: string };
let staff: OpenedPage;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  staff = await newPage(site, { width: 1280, timeout: 10_000 });
  page = staff.page;
});
afterAll(() => staff?.close());

/** The public site's frame, which the console must not show: each mark counted where `page` is. */
const siteFrame = (on: Page) =>
  Promise.all(
    [
      on.locator("header").getByRole("link", { name: /^Cart/ }),
      on.getByRole("link", { name: "Get Free Quote" }),
      on.getByRole("search", { name: "Search the site" }),
      on.locator("footer.site-footer"),
    ].map((mark) => mark.count()),
  );
const screen = (name: string) => page.locator(`[data-widget="${name}"] .qto`);
const shot = (name: string) => page.screenshot({ path: `${SHOTS}/staff-${name}.png`, fullPage: true });
/** What staff see is whole: no axe violation, no script error so far. */
async function expectSound() {
  expect(await axeViolations(page)).toEqual([]);
  expect(staff.errors).toEqual([]);
}

describe("e2e journey: a staff member works the leads, orders and projects", { timeout: 120_000 }, () => {
  it("has work waiting: a quote with a PDF sent through the quote form, and a customer's paid order", async () => {
    const visitor = await openPage(site, "/quote/", { uncaughtOnly: true });
    const form = await formOf(visitor.page, "quote-form");
    await fillQuoteWithPdf(form);
    await form.getByRole("button", { name: "Request my quote" }).click();
    quote = await confirmationReference(form);
    expect(quote).toMatch(/^QTO-Q-/);
    expect(await siteFrame(visitor.page)).toEqual([1, 1, 1, 1]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
    order = await placeOrder(site.app, await signedIn(site.app, "dana_reyes"));
    expect(order.number).toMatch(/^QTO-O-/);
  });

  it("signs in with the second factor and lands on the console's own frame, the inbox fitting the desk", async () => {
    await signInWithCode(site, page, await enrolledStaff(site.app, "desk-dana"));
    const header = page.locator("header.console-header");
    await header.locator('[data-widget="staff-sign-out"]').getByRole("button", { name: "Sign out" }).waitFor();
    expect(await siteFrame(page)).toEqual([0, 0, 0, 0]);
    expect(await page.locator("footer").textContent()).toMatch(/console: the firm's staff only/);

    const inbox = screen("staff-leads");
    await inbox.getByRole("link", { name: "Sam Park" }).waitFor();
    const [scrollWidth, clientWidth] = await inbox
      .locator(".table-frame")
      .evaluate((frame) => [frame.scrollWidth, frame.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await shot("1-inbox");
    await expectSound();
  });

  it("opens the lead, read in the form's words with its PDF, and moves it to won, each move in its history", async () => {
    await screen("staff-leads").getByRole("link", { name: "Sam Park" }).click();
    await page.getByRole("heading", { level: 1, name: `Lead ${quote}` }).waitFor();
    const lead = screen("staff-lead");
    const fields = lead.locator('section[aria-labelledby="fields-heading"]');
    await fields.locator("dt", { hasText: "CSI divisions" }).waitFor();
    const text = await fields.textContent();
    expect(text).toContain("03 Concrete");
    expect(text).toContain("$1 million to $10 million");
    await lead.getByRole("link", { name: "plans.pdf" }).waitFor();
    await shot("2-lead");
    await expectSound();

    const status = lead.locator("#status-heading + p .badge");
    await lead.getByRole("button", { name: "Mark contacted" }).click();
    await status.getByText("Contacted").waitFor();
    await lead.getByRole("button", { name: "Mark quoted" }).click();
    await status.getByText("Quoted").waitFor();
    await lead.getByRole("button", { name: "Mark won" }).click();
    const dialog = lead.locator("dialog[open]");
    await dialog.getByRole("heading", { name: `Mark ${quote} as won?` }).waitFor();
    await expectSound();
    await dialog.getByRole("button", { name: "Mark won" }).click();
    await status.getByText("Won").waitFor();
    const history = lead.locator(".history");
    for (const move of ["from New to Contacted", "from Contacted to Quoted", "from Quoted to Won"])
      await history.getByText(`moved it ${move}`).waitFor();
    await shot("3-lead-won");
    await expectSound();
  });

  it("opens the order in words, starts work, uploads the take-off and delivers it to the customer", async () => {
    await page.locator(".console__nav").getByRole("link", { name: "Orders" }).click();
    await screen("staff-orders").getByRole("link", { name: order.number }).click();
    await page.getByRole("heading", { level: 1, name: `Order ${order.number}` }).waitFor();
    const desk = screen("staff-order");
    const lines = desk.locator('section[aria-labelledby="summary-heading"] tbody tr');
    await lines.first().waitFor();
    expect(await lines.locator("td:nth-child(2)").allTextContents()).toEqual(["Medium", "Small"]);
    for (const row of await lines.all())
      expect(await row.locator("td").first().getByRole("link").getAttribute("href")).toMatch(
        /^\/staff\/project\/\?id=\d+$/,
      );
    const text = await desk.textContent();
    for (const words of ["Visa ending in 4242", "United States", "Texas"]) expect(text).toContain(words);
    await shot("4-order");
    await expectSound();
    // A project's link opens that project on the desk.
    const first = lines.first().locator("td").first().getByRole("link");
    const projectName = (await first.textContent())!;
    await first.click();
    // The page is headed by the project's name, as a lead's and an order's by theirs.
    await page.getByRole("heading", { level: 1, name: projectName }).waitFor();
    await page.goBack();

    await desk.getByRole("button", { name: "Start work" }).click();
    await desk.locator("#status-heading + p").getByText("In progress").waitFor();
    await desk.getByLabel(/Add a file/).setInputFiles({
      name: "takeoff.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await workbook(),
    });
    await desk.getByRole("button", { name: "Upload" }).click();
    await desk.locator(".files").getByRole("link", { name: "takeoff.xlsx" }).waitFor();
    await expectSound();

    await desk.getByRole("button", { name: "Deliver" }).click();
    const dialog = desk.locator("dialog[open]");
    await dialog.getByRole("heading", { name: "Deliver this order to the customer?" }).waitFor();
    await expectSound();
    await dialog.getByRole("button", { name: "Deliver" }).click();
    await desk.locator("#status-heading + p").getByText("Delivered").waitFor();
    await shot("5-order-delivered");
    await expectSound();
  });

  it("e-mails the customer that the order is delivered, in text and HTML, linking to the order's thread", async () => {
    await site.app.jobs.runDue();
    const delivered = outboxMails(dataDir).filter(
      (mail) => mail.headers.to === "dana_reyes@example.com" && /: Delivered$/.test(mail.headers.subject ?? ""),
    );
    expect(delivered).toHaveLength(1);
    const [mail] = delivered as [(typeof delivered)[0]];
    expect(mail.headers.subject).toContain(order.number);
    expect(mail.types).toEqual(expect.arrayContaining(["multipart/alternative", "text/plain", "text/html"]));
    const link = `/account/messages/?order=${order.id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toMatch(new RegExp(`href="[^"]*${link.replace(/[?/]/g, "\\$&")}"`));
  });

  it("creates a project, adds its plan, and publishes it to the public board", async () => {
    await page.locator(".console__nav").getByRole("link", { name: "Projects" }).click();
    await screen("staff-projects").getByRole("link", { name: "New project" }).click();
    const project = screen("staff-project");
    await fillRequiredProject(project);
    await project.getByRole("button", { name: "Save draft" }).click();
    const outcome = project.locator(".outcome");
    await outcome.getByText("Draft saved.").waitFor();
    await expect.poll(() => outcome.evaluate((p) => (p.getRootNode() as ShadowRoot).activeElement === p)).toBe(true);
    const publish = project.getByRole("button", { name: "Publish" });
    const box = (await publish.boundingBox())!;
    expect(box.y >= 0 && box.y + box.height <= 900).toBe(true);
    expect(await project.getByRole("button", { name: "Close with results" }).count()).toBe(0);
    const id = new URL(page.url()).searchParams.get("id");
    expect(id).toMatch(/^\d+$/);
    await page.getByRole("heading", { level: 1, name: PROJECT_INPUT.name }).waitFor();
    expect(await page.title()).toMatch(new RegExp(`^${PROJECT_INPUT.name} \\| `));
    await shot("6-project-draft");
    await expectSound();

    await outcome.getByRole("link", { name: "Add its documents" }).click();
    await page.waitForURL(`**/staff/projects/documents/?id=${id}`);
    const room = screen("staff-project-documents");
    await room.getByRole("heading", { name: PROJECT_INPUT.name }).waitFor();
    await room.getByRole("button", { name: "Plans (0)" }).click();
    await room.getByRole("heading", { name: "Upload to Plans" }).waitFor();
    await room
      .getByLabel("PDF document")
      .setInputFiles({ name: "A-101 Floor plan.pdf", mimeType: "application/pdf", buffer: PDF });
    await room.getByRole("button", { name: "Upload" }).click();
    await room.getByText("A-101 Floor plan.pdf is uploaded to Plans.").waitFor();
    await room.getByRole("cell", { name: "A-101 Floor plan.pdf", exact: true }).waitFor();
    await shot("7-project-documents");
    await expectSound();

    await room.getByRole("link", { name: "Back to the project" }).click();
    await page.waitForURL(`**/staff/project/?id=${id}`);
    await screen("staff-project").getByRole("button", { name: "Publish" }).click();
    const dialog = screen("staff-project").locator("dialog[open]");
    await dialog.waitFor();
    await expectSound();
    await dialog.getByRole("button", { name: "Publish" }).click();
    await screen("staff-project").getByRole("link", { name: "Public page" }).waitFor();
    await shot("8-project-published");
    await expectSound();

    const visitor = await openPage(site, `/ProjectDetail/${id}`, { uncaughtOnly: true });
    await visitor.page.getByRole("heading", { level: 1, name: PROJECT_INPUT.name }).waitFor();
    await visitor.page.locator('[data-widget="project-detail"] .qto').getByRole("tab", { name: "Plans (1)" }).waitFor();
    await visitor.page.screenshot({ path: `${SHOTS}/staff-9-public-detail.png`, fullPage: true });
    expect(await axeViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
