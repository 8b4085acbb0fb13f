// Reply moderation in Chromium against the real server: a reply sent under an article waits in the
// console, a moderator approves it, and a fresh visitor sees it under that article, as text, with the
// count. axe-core finds nothing on the screen in its empty, list and dialog states.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../helpers/browser.ts";
import { fillFields } from "../helpers/fill-fields.ts";
import { useLeadSite, widget } from "../helpers/lead-forms.ts";
import { newPage, openPage } from "../helpers/live-site.ts";
import { staffPage } from "../helpers/staff.ts";

const site = useLeadSite();
const ARTICLE = "/Blog_Detail6/";
const HOSTILE = 'Great read <img src=x onerror="window.injected=1"><b>really</b>';

const screen = (page: Page) => page.locator('[data-widget="staff-replies"] .qto');

async function sendReply(name: string, message: string) {
  const { page, close } = await openPage(site, ARTICLE);
  const form = await widget(page, "reply-form");
  await fillFields(form, { name, email: `${name.toLowerCase()}@example.com`, message });
  await form.getByRole("button", { name: "Post reply" }).click();
  await expect.poll(() => form.locator(".confirmation h3").textContent()).toMatch(/awaits moderation/);
  await close();
}

describe("e2e: console reply moderation", () => {
  it("shows an article's empty replies, then a reply approved in the console to a fresh visitor", async () => {
    const before = await openPage(site, ARTICLE);
    const replies = before.page.locator("[data-replies]");
    await expect.poll(() => replies.locator("[data-replies-status]").textContent()).toMatch(/No replies yet/);
    expect(await replies.locator("h2").textContent()).toMatch(/Replies\s*\(0\)/);
    await before.close();

    const moderator = await staffPage(site, "mona");
    await moderator.page.goto(`${site.origin}/staff/replies/`);
    await expect.poll(() => screen(moderator.page).locator(".empty").textContent()).toMatch(/No replies are waiting/);
    expect(await axeViolations(moderator.page)).toEqual([]);

    await sendReply("Ari", HOSTILE);
    await sendReply("Bea", "Not for publication.");
    await moderator.page.reload();
    const table = screen(moderator.page).locator("table");
    await expect.poll(() => table.locator("tbody tr").count()).toBe(2);
    const ari = table.locator("tbody tr", { hasText: "Ari" });
    expect(await ari.locator(".reply-message").textContent()).toBe(HOSTILE);
    expect(await ari.getByRole("link").textContent()).toBe("How to Effectively Place Bids for Construction Projects?");
    expect(await axeViolations(moderator.page)).toEqual([]);

    // Rejecting asks first, with an optional reason.
    await table.getByRole("button", { name: "Reject the reply from Bea" }).click();
    const dialog = screen(moderator.page).locator("dialog[open]");
    await dialog.getByLabel("Reason (optional)").fill("Off topic");
    expect(await axeViolations(moderator.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Reject reply" }).click();
    await expect.poll(() => screen(moderator.page).locator(".outcome").textContent()).toMatch(/Bea is rejected/);

    await table.getByRole("button", { name: "Approve the reply from Ari" }).click();
    await expect.poll(() => screen(moderator.page).locator(".outcome").textContent()).toMatch(/Ari is approved/);
    await expect.poll(() => table.locator("tbody tr").count()).toBe(0);
    expect(moderator.errors).toEqual([]);
    await moderator.close();

    const visitor = await openPage(site, ARTICLE);
    const shown = visitor.page.locator("[data-replies]");
    await expect.poll(() => shown.locator("h2").textContent()).toMatch(/Replies\s*\(1\)/);
    const item = shown.locator(".replies__item");
    expect(await item.count()).toBe(1);
    expect(await shown.getByRole("button", { name: "Try again" }).isVisible()).toBe(false);
    expect(await item.locator("strong").textContent()).toBe("Ari");
    // The reader's markup is shown as they typed it, never run or rendered.
    expect(await item.locator("p").last().textContent()).toBe(HOSTILE);
    expect(await item.locator("img, b").count()).toBe(0);
    expect(await visitor.page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
    expect(await visitor.page.content()).not.toContain("ari@example.com");
    expect(await axeViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it("says when replies could not be loaded, and tries again on request", async () => {
    const { page, close } = await newPage(site, { uncaughtOnly: true });
    await page.route("**/reactapp/blog-replies/?*", (route) => route.fulfill({ status: 503, body: "{}" }));
    await page.goto(site.origin + "/Blog_Detail2/");
    const replies = page.locator("[data-replies]");
    await expect
      .poll(() => replies.locator("[data-replies-status]").textContent())
      .toBe("Replies could not be loaded.");
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute("**/reactapp/blog-replies/?*");
    await replies.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => replies.locator("[data-replies-status]").textContent()).toMatch(/No replies yet/);
    expect(await replies.getByRole("button", { name: "Try again" }).isVisible()).toBe(false);
    await close();
  });

  it("says replies appear once approved when scripts are off", async () => {
    const { page, close } = await openPage(site, ARTICLE, { javaScriptEnabled: false });
    expect(await page.locator("[data-replies-status]").textContent()).toBe("Replies appear here once approved.");
    await close();
  });
});
