// Webhooks in Chromium against the real server: an admin adds an endpoint in the console, a contact lead
// reaches a receiver on loopback signed as Standard Webhooks says (verified with its package), first
// answered 500 and retried; a delivery pending when the server stops is delivered after it starts
// again; the delivery log shows the attempts; axe-core finds nothing in each state.
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../helpers/app.ts";
import { axeViolations } from "../../helpers/browser.ts";
import { startServer } from "../../helpers/server.ts";
import { webhookReceiver } from "../../helpers/webhook-receiver.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { confirmationReference, widget } from "../helpers/lead-forms.ts";
import { newPage, useLiveSite } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";

const receiver = await webhookReceiver();
const dataDir = tempDataDir();
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, "qto.sqlite")}`,
  SEED_PROJECTS: "0",
  RATE_LIMIT_LEADS: "1000/1m",
  // Jobs looked for often and retried within milliseconds instead of minutes.
  JOBS_POLL_MS: "50",
  JOBS_RETRY_SCALE: "0.001",
  WEBHOOK_ALLOW_PRIVATE: "1",
};
const site = useLiveSite(env);
afterAll(() => receiver.close());

const screen = (page: Page) => page.locator('[data-widget="staff-webhooks"] .qto');
const POLL = { timeout: 15_000 };

async function sendContactLead(message: string): Promise<string> {
  const { page, close } = await newPage(site);
  await page.goto(`${site.origin}/ContactUs/`);
  const form = await widget(page, "contact-form");
  await fillFields(form, { name: "Dana Reyes", email: "dana@example.com", message });
  await form.getByRole("button", { name: "Send message" }).click();
  const reference = await confirmationReference(form);
  await close();
  return reference;
}

const deliveriesOf = (reference: string) => receiver.received.filter((request) => request.body.includes(reference));

async function openLog(ui: Locator) {
  await ui.getByRole("button", { name: "Delivery log" }).click();
  await ui.getByRole("table").waitFor();
}

// One long story (two leads, a restart, five axe runs): about 6 s here, a minute allowed on a slower CI.
describe("e2e: webhooks in the console", { timeout: 60_000 }, () => {
  it("adds an endpoint, delivers signed events with a retry and across a restart, and shows the log", async () => {
    const { page, errors, close } = await staffPage(site, "ada", {
      role: "admin",
      uncaughtOnly: true,
      timeout: 10_000,
    });
    await page.goto(`${site.origin}/staff/webhooks/`);
    let ui = screen(page);
    await ui.getByText("No endpoints yet").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A private address is refused beside the field unless allowed: here it is allowed, so first a
    // bad URL shows its message and keeps what was typed.
    await ui.getByRole("button", { name: "Add endpoint" }).click();
    await ui.getByLabel("URL").fill("not a url");
    await ui.getByRole("button", { name: "Add endpoint" }).click();
    await ui.locator("#new-url-error").waitFor();
    expect(await ui.getByLabel("URL").inputValue()).toBe("not a url");
    expect(await axeViolations(page)).toEqual([]);

    await ui.getByLabel("URL").fill(receiver.url);
    await ui.getByLabel("Description (optional)").fill("The firm's CRM");
    expect(await ui.getByRole("checkbox", { name: /lead\.created/ }).isChecked()).toBe(true);
    await ui.getByRole("button", { name: "Add endpoint" }).click();
    await ui.getByRole("heading", { name: receiver.url }).waitFor();
    await ui.getByRole("button", { name: /^Show/ }).click();
    const secret = (await ui.locator(".secret code").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    expect(await axeViolations(page)).toEqual([]);

    // The receiver first fails: the delivery is retried, then verified under the shown secret.
    receiver.answerNext(500);
    const reference = await sendContactLead("Send this to the CRM, please.");
    await expect.poll(() => deliveriesOf(reference).map((r) => r.status), POLL).toEqual([500, 200]);
    const [first, second] = deliveriesOf(reference);
    expect(first!.headers["webhook-id"]).toBe(second!.headers["webhook-id"]);
    const payload = receiver.verify(second!, secret);
    expect(payload.type).toBe("lead.created");
    expect(payload.data).toMatchObject({ reference, type: "contact" });

    // The receiver is down when the server stops: the delivery waits in the database.
    receiver.answerNext(503, 503, 503, 503, 503, 503);
    const pending = await sendContactLead("Sent while the CRM is down.");
    await expect.poll(() => deliveriesOf(pending).length, POLL).toBeGreaterThan(0);
    await site.app.close();
    receiver.answerOk();
    const seen = deliveriesOf(pending).length;
    Object.assign(site, await startServer(env));
    await expect.poll(() => deliveriesOf(pending).at(-1)?.status, POLL).toBe(200);
    expect(deliveriesOf(pending).length).toBeGreaterThan(seen);
    expect(receiver.verify(deliveriesOf(pending).at(-1)!, secret).data).toMatchObject({ reference: pending });

    // The log after the restart: both events delivered, each with its attempts.
    await page.goto(`${site.origin}/staff/webhooks/`);
    ui = screen(page);
    await ui.getByRole("heading", { name: receiver.url }).waitFor();
    await openLog(ui);
    const rows = ui.getByRole("table").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    for (const row of await rows.all()) expect(await row.textContent()).toContain("succeeded");
    await rows.nth(1).getByText("2 attempts").click();
    expect(await rows.nth(1).textContent()).toMatch(/HTTP 500[\s\S]*HTTP 200/);
    expect(await axeViolations(page)).toEqual([]);

    // Deleting asks first, in a dialog.
    await ui.getByRole("button", { name: "Delete" }).click();
    await ui.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ui.getByRole("button", { name: "Delete endpoint" }).click();
    await ui.getByText("No endpoints yet").waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
