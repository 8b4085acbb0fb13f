// A contractor on a phone (390 × 844 px, one page in Chromium) tries the site as a new user would: finds
// Texas concrete leads from the header's search and from the board's filter panel, opens one, registers
// from its page and lands back on it, stars it, buys its take-off on the test gateway, finds the receipt
// and the order in the account, and gets the receipt by e-mail. Each step checks what the contractor sees,
// axe-core finds nothing on each screen, and no script throws. Screenshots: /work/shots/journeys/phone-*.png.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import accountMenu from "../../../contract/account/menu.json" with { type: "json" };
import { tempDataDir } from "../../helpers/app.ts";
import { outboxMails } from "../../helpers/outbox.ts";
import { PROJECT_INPUT } from "../../helpers/projects.ts";
import { signedInStaff } from "../../helpers/staff.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { useLiveSite } from "../helpers/live-site.ts";
import { api, boardShown, settled } from "../helpers/project-board.ts";
import { CUSTOMER, useVisitor } from "../helpers/visitor.ts";

const SHOTS = "/work/shots/journeys";
const dataDir = tempDataDir();
const site = useLiveSite({ DATA_DIR: dataDir, SEED_PROJECTS: "60", JOBS_POLL_MS: "0" });
const visitor = useVisitor(site);
const { menu, board, cart, checkout, payOnGatewayPage, expectNoViolations } = visitor;
const detail = () => visitor.page.locator('[data-widget="project-detail"] .qto');
const widget = (name: string) => visitor.page.locator(`[data-widget="${name}"] .qto`);

/** A screenshot of the whole page, looked at after the run, then axe-core's verdict on it. */
async function screen(name: string) {
  await visitor.page.screenshot({ path: path.join(SHOTS, `phone-${name}.png`), fullPage: true });
  await expectNoViolations();
}

/** The state each card names ("Houston, TX · Acme Builders"). */
const cardStates = async () =>
  (await board().locator(".card .muted").allTextContents()).map((text) => /, ([A-Z]{2}) ·/.exec(text)?.[1]);

/**
 * The desk publishes three Texas leads, two of them with concrete work, beside the 60 generated ones
 * (spread over every state, too thin to find Texas concrete in).
 */
async function publishTexasLeads() {
  const staff = await signedInStaff(site.app, "desk_estimator");
  const bidDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const leads = [
    { name: "Lone Star Parking Garage", city: "Houston", address: "800 Travis Street, Houston, TX 77002" },
    { name: "Gulf Coast Water Plant", city: "Corpus Christi", address: "1201 Leopard Street, Corpus Christi, TX" },
    { name: "Hill Country Clinic Finishes", city: "Austin", address: "120 Main Street, Austin, TX 78701" },
  ].map((lead, index) => ({
    ...lead,
    bid_location: `${lead.city} City Hall`,
    divisions: [["03", "05"], ["03", "09"], ["09"]][index],
  }));
  for (const lead of leads) {
    const call = (url: string, payload?: object) =>
      site.app.inject({ method: "POST", url, ...staff.as(), ...(payload ? { payload } : {}) });
    const created = await call("/reactapp/staff/projects/", { ...PROJECT_INPUT, ...lead, bid_date: bidDate });
    expect(created.statusCode, created.body).toBe(201);
    const published = await call(`/reactapp/staff/projects/${created.json().id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
  }
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await publishTexasLeads();
  await visitor.page.setViewportSize({ width: 390, height: 844 });
});

// What the steps hand on: the project chosen, and the order bought.
let project: { id: string; name: string };
let number: string;

describe("e2e: a contractor on a phone, from the leads to the receipt", () => {
  it("finds Texas concrete leads from the header's search", async () => {
    const { page } = visitor;
    await page.goto(`${site.origin}/`);
    await page.locator("summary", { hasText: "Search" }).click();
    await page.getByRole("searchbox", { name: "Keywords" }).fill("concrete Texas");
    await page.getByRole("searchbox", { name: "Keywords" }).press("Enter");
    await page.waitForURL(/\/search\/\?q=concrete\+Texas/);
    // Both lists answered: the pages' (the built site's index) and the leads' (Texas concrete only).
    await expect
      .poll(() => page.textContent("[data-search-status]"))
      .toMatch(/^"concrete Texas": \d+ pages? and 2 project leads\.$/);
    const leads = await page.locator("[data-search-projects] .search-hit a").allTextContents();
    expect(leads.sort()).toEqual(["Gulf Coast Water Plant", "Lone Star Parking Garage"]);
    await screen("1a-site-search");
    // The leads' own board: every card a Texas one.
    await page.locator("[data-search-projects] .search-more a").click();
    await page.waitForURL(/\/Projects\/\?keyword=concrete(%20|\+)Texas/);
    await boardShown(board());
    const expected = await api(site, "tab=active&keyword=concrete%20Texas");
    expect(expected.count).toBeGreaterThan(0);
    await settled(board(), expected.count);
    expect(new Set(await cardStates())).toEqual(new Set(["TX"]));
    await screen("1b-search-board");
  });

  it("picks a state and a CSI division in the filter panel; Show N projects closes it onto N Texas cards", async () => {
    const { page } = visitor;
    await visitor.openBoard();
    const toggle = board().locator(".filters-panel > summary");
    expect(await toggle.textContent()).toBe("Filters (0 active)");
    await toggle.click();
    await board().getByLabel("Location").selectOption("TX");
    await expect.poll(() => toggle.textContent()).toBe("Filters (1 active)");
    const csi = board().getByRole("group", { name: "CSI divisions" });
    await csi.getByRole("checkbox", { name: /^03 Concrete/ }).check();
    await expect.poll(() => toggle.textContent()).toBe("Filters (2 active)");
    const expected = await api(site, "tab=active&location=TX&division=03");
    expect(expected.count).toBeGreaterThan(0);
    await settled(board(), expected.count);
    const show = board().locator(".show-results button");
    expect(await show.textContent()).toBe(`Show ${expected.count} project${expected.count === 1 ? "" : "s"}`);
    await screen("1c-filter-panel");

    await show.click();
    await expect.poll(() => board().locator(".filters-panel").getAttribute("open")).toBeNull();
    const heading = board().locator(".summary-line h3");
    expect(await heading.evaluate((h) => (h.getRootNode() as Document | ShadowRoot).activeElement === h)).toBe(true);
    expect(await heading.textContent()).toBe(`${expected.count} project${expected.count === 1 ? "" : "s"}`);
    expect(new Set(await cardStates())).toEqual(new Set(["TX"]));
    expect(await board().locator(".card h3").allTextContents()).toEqual(expected.results.map((p) => p.project_name));
    expect(page.url()).toMatch(/[?&]location=TX/);
    await screen("1d-filtered-board");
  });

  it("opens a project, registers from its page and lands back on it", async () => {
    const { page } = visitor;
    const link = board().locator(".card h3 a").first();
    const name = (await link.textContent())!;
    await link.click();
    await page.waitForURL(/\/ProjectDetail\/\d+$/);
    project = { id: /\/ProjectDetail\/(\d+)$/.exec(page.url())![1]!, name };
    // The project's name is the page's own heading.
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await screen("2a-project");

    // On a phone the header's account links are the way in: Register keeps the way back to this project.
    const register = menu().getByRole("link", { name: "Register" });
    expect(await register.isVisible()).toBe(true);
    await register.focus();
    expect(await register.evaluate((a: HTMLAnchorElement) => a.pathname + a.search)).toBe(
      `/Register/?next=${encodeURIComponent(`/ProjectDetail/${project.id}`)}`,
    );
    await register.click();
    await page.waitForURL(/\/Register\/\?next=/);
    const form = page.locator('[data-widget="register-form"] form');
    await fillFields(form, { ...CUSTOMER, confirm_password: CUSTOMER.password });
    await screen("2b-register");
    await form.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${site.origin}/ProjectDetail/${project.id}`);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await detail().getByRole("tab").first().waitFor();
    expect(await detail().textContent()).not.toContain("Project not found");
    await expect.poll(() => menu().locator("summary.who").textContent()).toBe(CUSTOMER.username);
    await screen("2c-back-on-project");
  });

  it("stars the project, which says it e-mails on changes, and it stays starred after a reload", async () => {
    const { page } = visitor;
    const star = detail().getByRole("button", { name: `Favorite ${project.name}` });
    expect(await star.getAttribute("title")).toMatch(/e-mail when this project changes/);
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await expect.poll(() => star.getAttribute("aria-pressed")).toBe("true");
    // Signed in, the star lives on the account: the server has it before the page is reloaded.
    await expect
      .poll(async () =>
        (await site.app.db.selectFrom("favorites").select("project_id").execute()).map((r) => String(r.project_id)),
      )
      .toEqual([project.id]);
    await page.reload();
    await expect.poll(() => star.getAttribute("aria-pressed")).toBe("true");
    await screen("3-starred");
  });

  it("buys the take-off: Checkout first in the cart, a checkout without the account's chrome, paid on the test gateway", async () => {
    const { page } = visitor;
    await detail().getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => menu().locator(".count").textContent()).toBe("1");
    await menu().getByRole("link", { name: /^Cart/ }).click();
    await page.waitForURL(`${site.origin}/Cart/`);
    await cart().locator("tbody tr").first().waitFor();
    expect(await cart().locator("tbody").textContent()).toContain(project.name);
    const top = async (name: string, role: "link" | "button") =>
      (await cart().getByRole(role, { name }).boundingBox())!.y;
    expect(await top("Checkout", "link")).toBeLessThan(await top("Clear Cart", "button"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screen("4a-cart");

    await cart().getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(`${site.origin}/CheckOut/`);
    await checkout().getByRole("heading", { name: "Your order" }).waitFor();
    expect(await checkout().locator(".user-card, .side-menu").count()).toBe(0);
    expect(await page.locator("main").getByRole("navigation", { name: accountMenu.label }).count()).toBe(0);
    expect(await page.locator("main").getByText("Log out").count()).toBe(0);
    await checkout().getByRole("button", { name: "Continue to payment" }).click();
    const billing = checkout().locator("form");
    await billing.waitFor();
    await fillFields(billing, { name_on_card: "Dana Reyes", address: "12 Main St", city: "Austin", zip: "78701" });
    await billing.locator('[name="state"]').selectOption("TX");
    await screen("4b-checkout");
    await checkout().getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/test-gateway\/pay\/tgs_/);
    await screen("4c-gateway");
    await payOnGatewayPage("4242 4242 4242 4242");

    await page.waitForURL(/\/CheckOut\/\?order=/);
    await checkout().getByText("Thank you: your order is placed").waitFor();
    number = (await checkout().locator(".reference").textContent())!;
    expect(await checkout().locator(".paid").textContent()).toMatch(/^Test mode: no card was charged\./);
    expect(await checkout().textContent()).not.toContain("We charged");
    await checkout().getByRole("link", { name: "Message us about this order" }).waitFor();
    await expect.poll(() => menu().locator(".count").textContent()).toBe("0");
    await screen("4d-paid");
  });

  it("follows the receipt link, then finds the order in the account by its project and number", async () => {
    const { page } = visitor;
    await checkout().getByRole("link", { name: "View your receipt" }).click();
    await page.waitForURL(`${site.origin}/account/billing/receipt/?order=${number}`);
    const receipt = widget("account-receipt");
    await receipt.getByRole("heading", { name: `Receipt for order ${number}` }).waitFor();
    expect(await receipt.textContent()).toContain(project.name);
    await screen("5a-receipt");

    await page.goto(`${site.origin}/account/orders/`);
    const row = widget("account-orders").getByRole("row").filter({ hasText: number });
    await row.waitFor();
    expect(await row.locator(".projects").textContent()).toBe(project.name);
    await screen("5b-orders");
  });

  it("e-mails the receipt to the buyer: multipart with HTML, greeting them by name, its links on the site", async () => {
    await site.app.jobs.runDue();
    const receipts = outboxMails(dataDir).filter(
      (mail) => mail.headers.to === CUSTOMER.email && mail.headers.subject?.includes(`order ${number}`),
    );
    expect(receipts).toHaveLength(1);
    const [mail] = receipts;
    expect(mail!.types[0]).toMatch(/^multipart\//);
    expect(mail!.types).toContain("text/html");
    expect(mail!.html).toBeTruthy();
    expect(mail!.text).toMatch(/^(Hello|Hi|Dear) Dana Reyes,/m);
    expect(`${mail!.text}\n${mail!.html}`).not.toContain(CUSTOMER.username);
    // The links a reader follows (not tel: or mailto:) all lead to this site.
    const links = [...mail!.html!.matchAll(/<a\b[^>]*\shref="(https?:[^"]+)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${site.origin}/`), link).toBe(true);
    expect(links).toContain(`${site.origin}/account/billing/receipt/?order=${number}`);
    expect(visitor.errors).toEqual([]);
  });
});
